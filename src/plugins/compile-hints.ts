/**
 * The scripts every page loads at once (the runtime and main.js) start with
 * V8's explicit compile hint `//# allFunctionsCalledOnLoad`
 * (https://v8.dev/blog/explicit-compile-hints, Chromium 136 and later): V8
 * then compiles all their functions on a background thread while the file
 * streams in, instead of each one on the main thread when it is first
 * called, which on a page load is almost all of them (React DOM, the router,
 * the layout). Other browsers read a comment. Measured side by side in one
 * run, pages block the main thread for less (tools/perf/README.md).
 *
 * Through the bundler's documented asset hook (webpack and Rspack alike),
 * after the minifier, which drops comments. Lazily loaded chunks are left
 * alone: they may never run.
 */
import type {CurrentBundler, Plugin} from '@docusaurus/types';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The bundler's compiler, with webpack's types (Rspack's has the same hooks). */
type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;

const NAME = 'compile-hints';

const bundlerPlugin = {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({name: NAME, stage}, () => {
        const initial = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles());
        for (const file of new Set(initial.filter((name) => name.endsWith('.js')))) {
          const asset = compilation.getAsset(file);
          if (asset)
            compilation.updateAsset(
              file,
              new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source),
            );
        }
      });
    });
  },
};

export default function compileHintsPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack: (_config, isServer) => (isServer ? {} : {plugins: [bundlerPlugin]}),
  };
}
