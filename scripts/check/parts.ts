/**
 * The parts of `npm run check` (scripts/check/index.ts), and how they run:
 * each whatever the others found.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One part of the check: the problems it finds, as `file:line: what is wrong: what to do`. */
export interface Part {
  name: string;
  /** Where the part's code is, named when it stops on an error. */
  file: string;
  run: () => string[] | Promise<string[]>;
}

/**
 * The problems of every part, in order, each once. A part that throws gives one problem: its
 * error's own `file:line: …` message when it has one (a malformed front matter), else the error
 * named at the part's file.
 */
export async function runParts(parts: readonly Part[]): Promise<string[]> {
  const problems = new Set<string>();
  for (const part of parts) {
    try {
      for (const problem of await part.run()) problems.add(problem);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.add(
        /^[^\s:]+:\d+: /.test(message)
          ? message
          : `${part.file}:1: ${part.name} stopped on an error (${message}): fix it, then run npm run check again`,
      );
    }
  }
  return [...problems];
}

/** The parts of `npm run check`. Modules load inside each part, so that one that fails to load stops only its part. */
export function checkParts(): Part[] {
  return [
    {
      name: 'the content rules',
      file: 'scripts/check/contentRules.ts',
      run: async () => {
        const {checkPage, repeatedParagraphs} = await import('./contentRules');
        const {SITE_DIR, docPages, standalonePages} = await import('../../src/node/sitePages');
        const pages = [...docPages(), ...standalonePages()].map((page) => ({
          file: page.file,
          source: fs.readFileSync(path.join(SITE_DIR, page.file), 'utf8'),
          kind: page.kind,
          route: page.path,
        }));
        return [...pages.flatMap(checkPage), ...repeatedParagraphs(pages)];
      },
    },
    {
      name: 'the Microsoft Learn sources',
      file: 'scripts/check/learnSources.ts',
      run: async () => {
        const {sourceProblems} = await import('./learnSources');
        const {sources} = await import('../../src/data/learnSources');
        const {pageSources, sourceLine} = await import('../../src/node/learnCitations');
        // A day checked after today is a typo: today is the clock's, not --today.
        return sourceProblems(pageSources(), sources, (url) => sourceLine(url), new Date());
      },
    },
    {
      name: 'the spelling',
      file: 'scripts/check/spelling.ts',
      run: async () => {
        const {spellingProblems} = await import('./spelling');
        const {SITE_DIR} = await import('../../src/node/sitePages');
        return spellingProblems(SITE_DIR);
      },
    },
  ];
}
