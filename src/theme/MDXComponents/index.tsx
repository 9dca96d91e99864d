/**
 * The theme's MDX components, with Markdown tables rendered by ./Table (which
 * makes a table keyboard-scrollable when it is too wide for the screen).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Table from './Table';

export default {
  ...MDXComponents,
  table: Table,
};
