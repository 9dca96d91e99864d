/**
 * The words of a diagram, written once in its folder's `text.ts`: the SVG
 * shows them as its `<title>` and `<desc>` (what screen readers announce),
 * and the page's Markdown twin prints them where the diagram is
 * (src/plugins/markdown-twins/node/write.ts).
 */
export interface DiagramText {
  /** A short name for the picture. */
  title: string;
  /** Everything the picture shows, in sentences. */
  description: string;
}
