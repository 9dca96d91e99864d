// @ts-check
/**
 * The page's own floor, made from a build: copies of it with parts of every
 * HTML page taken out, so that the lab can measure what the page costs a
 * reader without them, in the same run as the build as shipped.
 *
 * - floor: the built HTML and CSS, every script removed (`<script>`
 *   elements, inline or not, and the `<link>`s that preload or prefetch
 *   scripts): what the page costs before any JavaScript.
 * - bare: the floor without its stylesheets (`<link rel=stylesheet>` and
 *   `<style>`): what the HTML alone costs to parse and lay out.
 *
 * Everything else (the other files, `_headers`, each page's bytes outside
 * the removed elements) is the build's own. The HTML is minified by the
 * build (unquoted attributes), so the elements are found by their tags;
 * a page still holding one afterwards stops the lab rather than measure
 * a floor that is not one.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The elements each variant removes, by pattern over minified HTML. */
const SCRIPTS = [
  /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<link\b[^>]*\brel=["']?(?:modulepreload|prefetch)\b[^>]*>/gi,
  /<link\b[^>]*\bas=["']?script\b[^>]*>/gi,
];
const STYLESHEETS = [
  /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi,
  /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi,
];
/** What must be gone from every page of a variant. */
const LEFT_OVER = {
  floor: /<script\b|\bas=["']?script\b/i,
  bare: /<script\b|\bas=["']?script\b|\brel=["']?stylesheet\b|<style\b/i,
};

/** @typedef {'floor' | 'bare'} VariantName */
export const VARIANTS = /** @type {const} */ (['floor', 'bare']);

/**
 * One HTML page as the variant has it.
 * @param {string} html
 * @param {VariantName} variant
 */
export function stripPage(html, variant) {
  let out = html;
  for (const pattern of variant === 'bare' ? [...SCRIPTS, ...STYLESHEETS] : SCRIPTS)
    out = out.replace(pattern, '');
  return out;
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/**
 * Write `variant` of the build in `from` to the folder `to` (replaced).
 * @param {string} from
 * @param {string} to
 * @param {VariantName} variant
 */
export function makeVariant(from, to, variant) {
  fs.rmSync(to, {recursive: true, force: true});
  fs.cpSync(from, to, {recursive: true});
  for (const file of htmlFiles(to)) {
    const html = stripPage(fs.readFileSync(file, 'utf8'), variant);
    if (LEFT_OVER[variant].test(html))
      throw new Error(
        `${path.relative(to, file)}: the ${variant} still holds ${html.match(LEFT_OVER[variant])?.[0]}`,
      );
    fs.writeFileSync(file, html);
  }
}
