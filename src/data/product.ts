/**
 * The one place the product's identity is defined. Every use of the name
 * (site title, navbar, footer, metadata, social card, llms.txt, prose via
 * `:fact[productName]`) reads it from here, so renaming the product is a
 * one-line change below.
 */
export const PRODUCT_NAME = 'the product';

/**
 * Where readers reach support. A site setting like the product name: it can
 * also be set per deployment with the SUPPORT_EMAIL environment variable at
 * build time (read in src/node/siteSettings.ts).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

/** The site title the specification requires: `<name> documentation`. */
export function siteTitle(name: string = PRODUCT_NAME): string {
  return `${name} documentation`;
}

/** The navbar title the specification requires: `<name> Documentation`. */
export function navbarTitle(name: string = PRODUCT_NAME): string {
  return `${name} Documentation`;
}

/**
 * The footer's last line, as text (docusaurus.config.ts escapes it: the
 * theme inserts the footer's copyright as HTML). It starts with a capital
 * whatever the product's name ("the product" is lower case).
 */
export function footerCopyright(name: string = PRODUCT_NAME): string {
  return `Documentation for ${name}. Microsoft Teams is a trademark of the Microsoft group of companies.`;
}

/**
 * The navbar title as [product name, the rest] (" Documentation"), for a
 * navbar that shows the name alone on a phone (src/theme/Logo). A title that
 * does not start with the product name stays whole: [title, ''].
 */
export function splitNavbarTitle(title: string, name: string): [string, string] {
  return title.startsWith(name) && title.length > name.length
    ? [name, title.slice(name.length)]
    : [title, ''];
}
