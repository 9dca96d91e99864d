/**
 * The security review pack (issue 48): `npm run build` prints
 * src/data/reviewPack.ts's pages into one dated PDF at REVIEW_PACK_PATH,
 * in the system Chromium, as the last step of src/plugins/built-pages.ts
 * (it reads the pages as the steps before it left them, and the security
 * headers' `/*` rule already covers it).
 *
 * Without a Chromium, a writer's build skips the pack with one warning that
 * names the setting; where the pack must exist it fails instead
 * (`reviewPackRequired`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCT_NAME} from '../../data/product';
import {
  REVIEW_PACK_CATEGORY,
  REVIEW_PACK_DESCRIPTION,
  REVIEW_PACK_LINK_TEXT,
  REVIEW_PACK_PAGES,
  REVIEW_PACK_PATH,
  REVIEWER_QUESTIONS,
} from '../../data/reviewPack';
import type {SiteFile} from '../markdown-twins/node/write';
import {CHROMIUM_SETTING, chromiumPath, foundChromium} from '../../node/chromium.mjs';
import {pageCitations, pageSources} from '../../node/learnCitations';
import type {PostBuildProps} from '../../node/postBuild';
import {git, siteUrl} from '../../node/siteSettings';
import {printPack} from './node/print';

/** The setting that says whether a build must make the pack: `required` or `skip`. */
const REVIEW_PACK_SETTING = 'REVIEW_PACK';

/**
 * Whether a build without the pack fails: with REVIEW_PACK=required (the
 * test command sets it), in CI (CI=true: GitHub Actions, the test runs), unless
 * REVIEW_PACK=skip says the host has no browser.
 */
export function reviewPackRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env[REVIEW_PACK_SETTING];
  if (setting === 'required') return true;
  if (setting === 'skip') return false;
  if (setting)
    throw new Error(
      `${REVIEW_PACK_SETTING}="${setting}": use "required" or "skip", or leave it unset`,
    );
  return env.CI === 'true';
}

/** Whether this build makes the pack (llms.txt names it only then); throws where it must and cannot. */
export function reviewPackWanted(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env[REVIEW_PACK_SETTING] === 'skip') return null;
  const browser = foundChromium(env);
  if (browser) return browser;
  if (reviewPackRequired(env)) {
    throw new Error(
      `The security review pack (${REVIEW_PACK_PATH}) needs Chromium, and there is none at ${chromiumPath(env)}: install Debian's "chromium" package or set ${CHROMIUM_SETTING} to a Chromium binary.`,
    );
  }
  return null;
}

/** The commit the build is made from, marked when the tree has changes; what stands for it outside git. */
function buildCommit(dir: string): string {
  try {
    const commit = git(dir, 'rev-parse', 'HEAD');
    return git(dir, 'status', '--porcelain', '--untracked-files=no')
      ? `${commit} with uncommitted changes`
      : commit;
  } catch {
    return 'none (not built from a git checkout)';
  }
}

/** The pack as llms.txt lists it, with the Security & privacy pages. */
export const reviewPackFile: SiteFile = {
  category: REVIEW_PACK_CATEGORY,
  path: REVIEW_PACK_PATH,
  title: REVIEW_PACK_LINK_TEXT,
  description: REVIEW_PACK_DESCRIPTION,
};

/** The postBuild step (src/plugins/built-pages.ts), with the Chromium reviewPackWanted() found. */
export async function writeReviewPack(
  props: PostBuildProps,
  executablePath: string | null,
): Promise<void> {
  if (!executablePath) {
    if (process.env[REVIEW_PACK_SETTING] !== 'skip')
      console.warn(
        `[WARNING] No Chromium at ${chromiumPath()}: the security review pack (${REVIEW_PACK_PATH}) was not built. Set ${CHROMIUM_SETTING} to a Chromium binary to build it.`,
      );
    return;
  }
  const started = performance.now();
  const written = new Map(pageSources().map((page) => [page.route, page]));
  const buildDate = new Date();
  const pages = [...REVIEW_PACK_PAGES, ...new Set(reviewQuestionRoutes())].map((route) => {
    // The Learn pages it cites, as its foot lists them (none for a category page).
    const page = written.get(route);
    const cited = page && pageCitations(page.source, buildDate, page.file);
    return {
      route,
      html: fs.readFileSync(
        path.join(props.outDir, route.replace(/^\//, ''), 'index.html'),
        'utf8',
      ),
      sources: cited?.sources.map(({source}) => source) ?? [],
    };
  });
  const {pdf, pageCount} = await printPack({
    outDir: props.outDir,
    executablePath,
    pages,
    facts: {
      productName: PRODUCT_NAME,
      siteUrl,
      buildDate: buildDate.toISOString().slice(0, 10),
      commit: buildCommit(props.siteDir),
    },
  });
  fs.writeFileSync(path.join(props.outDir, REVIEW_PACK_PATH), pdf);
  console.log(
    `[INFO] Security review pack: ${REVIEW_PACK_PATH}, ${pageCount} pages, ${(pdf.length / 1024).toFixed(0)} KiB, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** The pages outside the pack that the reviewer questions point to (their headings are read too). */
function reviewQuestionRoutes(): string[] {
  return REVIEWER_QUESTIONS.flatMap((q) =>
    q.sections.map((section) => section.split('#')[0]!),
  ).filter((route) => !(REVIEW_PACK_PAGES as readonly string[]).includes(route));
}
