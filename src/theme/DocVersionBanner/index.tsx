/**
 * Replaces (does not wrap) theme-classic's version banner ("This is
 * unreleased documentation…"), which shows only on a site with more than
 * one docs version. This site has one, labelled Next (specification section
 * 1; tests/unit/config.test.ts), so the theme's banner always rendered
 * nothing, and its code (0.8 KiB gzip) was loaded by every doc page for
 * that. If the site ever gets a second version, delete this file.
 */
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
