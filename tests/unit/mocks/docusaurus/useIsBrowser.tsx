/** Test double for @docusaurus/useIsBrowser: component tests run after hydration, in a browser-like DOM. */
export default function useIsBrowser(): boolean {
  return true;
}
