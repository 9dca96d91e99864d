/**
 * Replaces (does not wrap) theme-classic's version badge ("Version: Next"),
 * which shows only on a site with more than one docs version. This site has
 * one (specification section 1; tests/unit/config.test.ts), so the theme's
 * badge always rendered nothing, and every doc page loaded its code for
 * that. If the site ever gets a second version, delete this file.
 */
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
