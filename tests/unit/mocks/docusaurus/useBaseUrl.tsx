/** Test double for `@docusaurus/useBaseUrl` (baseUrl '/'). */
export default function useBaseUrl(url: string): string {
  return url;
}
