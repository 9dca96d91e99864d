/**
 * Replaces (does not wrap) theme-classic's "Expand sidebar" button, which
 * exists only for a hideable docs sidebar. The sidebar cannot be hidden
 * here (specification section 9; tests/unit/config.test.ts), so the button
 * never rendered, and every doc page loaded its code for that. If the
 * sidebar is ever made hideable, delete this file.
 */
import type {ReactNode} from 'react';

export default function DocRootLayoutSidebarExpandButton(): ReactNode {
  return null;
}
