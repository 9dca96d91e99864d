/** Test double for `@generated/routes` (written by `docusaurus build`): no routes. */
const routes: unknown[] = [];
export default routes;
