/**
 * The built-pages pipeline runs its steps one after another, each on what
 * the one before left (src/plugins/built-pages.ts). Docusaurus runs the
 * `postBuild` of separate plugins at once; steps that read a page, await,
 * then write it back would lose each other's changes that way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as tick} from 'node:timers/promises';
import {runInOrder, type Step} from '../../src/plugins/built-pages';
import type {PostBuildProps} from '../../src/node/postBuild';

describe('runInOrder', () => {
  it('gives each step the page as the step before left it, even when the steps await between reading and writing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
    const page = path.join(dir, 'index.html');
    fs.writeFileSync(page, '<title>T</title>');
    // Each step reads the page, waits (as fs/promises would), then writes it back with its tag
    // added.
    const addTag =
      (tag: string): Step =>
      async () => {
        const html = await fs.promises.readFile(page, 'utf8');
        await tick(5);
        await fs.promises.writeFile(page, html.replace('</title>', `</title>${tag}`));
      };
    try {
      await runInOrder([addTag('<a>'), addTag('<b>'), addTag('<c>')], {
        outDir: dir,
      } as PostBuildProps);
      expect(fs.readFileSync(page, 'utf8')).toBe('<title>T</title><c><b><a>');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
