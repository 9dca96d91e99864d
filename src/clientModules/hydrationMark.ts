/**
 * Marks the moment the first page has hydrated, i.e. become interactive, as
 * the User Timing mark `docusaurus-hydrated`. scripts/perf.mjs counts the
 * JavaScript and CSS requested before it as the page's first-load bytes;
 * anything a page loads later (the code highlighter, say) is reported apart.
 *
 * onRouteDidUpdate runs in a layout effect: for the first page, in the commit
 * that ends hydration, before any component's passive effects.
 */
import type {ClientModule} from '@docusaurus/types';

export const HYDRATED_MARK = 'docusaurus-hydrated';

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({previousLocation}) => {
  if (previousLocation === null && typeof performance !== 'undefined' && performance.mark) {
    performance.mark(HYDRATED_MARK);
  }
};
