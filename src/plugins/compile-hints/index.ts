/**
 * Local plugin: asks Chromium's JavaScript engine (V8) to compile the code a
 * page runs while it loads on a background thread, as the file downloads,
 * instead of on the main thread when each function is first called.
 *
 * Why: V8 compiles a script's top level as it streams in, but each function
 * inside it only when it is first called, on the main thread. The browser
 * bundle runs most of its functions during the page load (React DOM,
 * the router, the theme's layout), so that lazy compilation sat inside the
 * page's longest task (the evaluation of main.js): on a phone-class CPU it
 * was about a fifth of that task (README, "Performance", has the figures).
 *
 * How: V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints,
 * Chromium 136 and later): a file that starts with the magic comment
 * `//# allFunctionsCalledOnLoad` has all of its functions compiled eagerly,
 * off the main thread while it streams. Other browsers read it as a comment.
 * The comment goes on the files every page loads at once (the bundler's
 * initial chunks: the runtime and main.js), after minification (which would
 * drop it) and before the files' content hashes are used anywhere else, so
 * the hashes stay those of the files as served. Lazily loaded chunks (a
 * page's content, the search box) are left alone: they may never run.
 *
 * Not a change to what a page does: only where and when its code is compiled.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The JavaScript files of a chunk set that get the hint: those of the entry points' own chunks. */
export function hintedFiles(entrypointFiles: readonly string[]): string[] {
  return entrypointFiles.filter((file) => /\.m?js$/.test(file));
}

interface Source {
  source(): string | Buffer;
}
interface Compilation {
  entrypoints: Map<string, {getFiles(): string[]}>;
  getAsset(name: string): {source: Source} | undefined;
  updateAsset(name: string, source: Source): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
}
interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: number; PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {ConcatSource: new (...parts: Array<string | Source>) => Source};
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}

const NAME = 'compile-hints';

/** The bundler plugin (webpack or Rspack): prepends the hint to the initial chunks' files. */
export class CompileHintsBundlerPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (OPTIMIZE_SIZE), which removes comments.
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const files = new Set([...compilation.entrypoints.values()].flatMap((entry) => hintedFiles(entry.getFiles())));
          for (const file of files) {
            const asset = compilation.getAsset(file);
            if (!asset || String(asset.source.source()).startsWith(COMPILE_HINT)) continue;
            compilation.updateAsset(file, new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source));
          }
        },
      );
    });
  }
}

export default function compileHints(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new CompileHintsBundlerPlugin() as never]};
    },
  };
}
