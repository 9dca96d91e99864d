/**
 * Drop-in for nprogress as theme-classic's progress-bar client module uses it
 * (`configure` once, then `start` 200 ms into a slow navigation and `done`
 * when the new page is shown). The bar is only ever needed after the first
 * page has loaded, so nprogress stays out of the main bundle and out of the
 * page load: like the files of the pages a reader may open next, it is
 * prefetched once the page has settled (src/utils/prefetch.ts), and the
 * first `start` loads it, from the cache by then. Swapped in by
 * src/plugins/slim-client-bundle.
 */
import type {NProgress, NProgressOptions} from 'nprogress';
import {prefetchChunks} from '../../utils/prefetch';

/** The chunk name of the import below. */
const CHUNK = 'nprogress';

let loaded: NProgress | undefined;
let loading: Promise<NProgress> | undefined;
let options: Partial<NProgressOptions> = {};
/** Whether the bar should be showing once nprogress has arrived. */
let running = false;

function load(): Promise<NProgress> {
  loading ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then((m: {default?: NProgress}) => {
    loaded = (m.default ?? m) as NProgress;
    loaded.configure(options);
    if (running) loaded.start();
    return loaded;
  });
  return loading;
}

if (typeof window !== 'undefined') void prefetchChunks([CHUNK]);

const lazyNprogress = {
  configure(next: Partial<NProgressOptions>) {
    options = {...options, ...next};
    loaded?.configure(next);
    return lazyNprogress;
  },
  start() {
    running = true;
    if (loaded) loaded.start();
    else void load();
    return lazyNprogress;
  },
  done() {
    running = false;
    loaded?.done();
    return lazyNprogress;
  },
};

export default lazyNprogress;
