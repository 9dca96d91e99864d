/**
 * The extra builds the end-to-end tests need, each defined once: built by
 * the "variant builds" setup project (tests/e2e/variants.setup.ts) before the
 * specs that use them run, and served by those specs (serveVariant). No spec
 * builds anything itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Announcement} from '../../../src/data/announcement';
import {DOC_ROUTES, ROUTES} from '../../support/site';
import type {SourceEdit} from './variantBuild';

/** The announcement the announcement builds carry: text that would be markup if it were not escaped. */
export const E2E_ANNOUNCEMENT: Announcement = {
  id: 'e2e-2026-11',
  text: 'Insights now refresh weekly <b>not bold</b> & "quoted".',
  link: {label: 'Read more', href: ROUTES.find((r) => r.kind === 'doc' && r.path !== '/')!.path},
};

/** The page the next deploy changes, and a word that only the next deploy's pages have. */
export const NEXT_DEPLOY_PAGE = DOC_ROUTES.find((route) => route.path === '/insights/drivers')!;
export const NEXT_DEPLOY_WORD = 'zebrafinch';
const NEXT_DEPLOY_SENTENCE = `A word that only this deploy has: ${NEXT_DEPLOY_WORD}.`;

export interface Variant {
  /** Build settings (environment variables). */
  env: Record<string, string>;
  /** Arguments of `docusaurus build` (`--dev`: React's development build). */
  args?: string[];
  /** An edit to a copy of the sources, as the next deploy would be. */
  edit?: SourceEdit;
}

export const VARIANTS = {
  /** A production build with an announcement bar. */
  announcement: {env: {ANNOUNCEMENT: JSON.stringify(E2E_ANNOUNCEMENT)}},
  /** React's development build, which reports hydration mismatches in words, with the announcement bar. */
  'react-development-announcement': {
    env: {ANNOUNCEMENT: JSON.stringify(E2E_ANNOUNCEMENT)},
    args: ['--dev'],
  },
  /** The next content deploy: one page gains a sentence, so its chunk and the search index change. */
  'next-deploy': {
    env: {},
    edit: {
      description: `${NEXT_DEPLOY_PAGE.file} gains a sentence with "${NEXT_DEPLOY_WORD}"`,
      apply(tree) {
        fs.appendFileSync(path.join(tree, NEXT_DEPLOY_PAGE.file!), `\n${NEXT_DEPLOY_SENTENCE}\n`);
      },
    },
  },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof VARIANTS;
