/** Test double for `@docusaurus/router`: the location of the test's jsdom window. */
export function useLocation(): {pathname: string; search: string; hash: string} {
  const {pathname, search, hash} = window.location;
  return {pathname, search, hash};
}
