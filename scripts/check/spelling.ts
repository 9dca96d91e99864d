/**
 * Spelling of the pages for `npm run check`: cspell with the project's
 * cspell.json and project-words.txt, as `npm run lint:spelling` runs it on
 * the docs, each unknown word as `file:line: what is wrong: what to do`.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The pages: the docs and the standalone pages, as `npm run lint:spelling` names them. */
const PAGE_GLOBS = ['docs/**/*.{md,mdx}', 'src/pages/**/*.{md,mdx}'];

/** The unknown words of the files `globs` names under `root`, one problem each, in file order. */
export async function spellingProblems(
  root: string,
  globs: readonly string[] = PAGE_GLOBS,
): Promise<string[]> {
  const {lint} = await import('cspell/application');
  const problems: {file: string; row: number; col: number; text: string}[] = [];
  const errors: string[] = [];
  await lint(
    [...globs],
    {root, config: path.join(root, 'cspell.json'), progress: false, summary: false},
    {
      issue: (issue) => {
        if (!issue.uri) return;
        const file = path.relative(root, fileURLToPath(issue.uri));
        const suggestion =
          issue.suggestionsEx?.find((s) => s.isPreferred) ?? issue.suggestionsEx?.[0];
        problems.push({
          file,
          row: issue.row,
          col: issue.col,
          text: `${file}:${issue.row}: unknown word "${issue.text}": ${
            suggestion
              ? `did you mean "${suggestion.wordAdjustedToMatchCase ?? suggestion.word}"? Else add`
              : 'fix its spelling, or add'
          } it to project-words.txt if it is a real term (a product, a cmdlet, a name)`,
        });
      },
      error: (message, error) => errors.push(`${message}: ${error.message}`),
      info: () => {},
      debug: () => {},
      progress: () => {},
      result: () => {},
    },
  );
  if (errors.length > 0) throw new Error(`cspell failed: ${errors.join('; ')}`);
  return problems
    .sort((a, b) => a.file.localeCompare(b.file) || a.row - b.row || a.col - b.col)
    .map((problem) => problem.text);
}
