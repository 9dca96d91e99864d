/**
 * Markup in the product name shows as written, never as markup (issue 51,
 * item 5): the configuration is loaded with a name that holds a script and
 * an entity, and the values the theme inserts as HTML (the footer's
 * copyright) must read back, as the browser parses them, as the text the
 * product's functions write. The other values that carry the name (title,
 * navbar title, metadata) are text that React and Helmet escape.
 */
import * as cheerio from 'cheerio';
import type * as Preset from '@docusaurus/preset-classic';
import type * as Product from '../../src/data/product';

const HOSTILE = '<script>window.__ran = 1</script><b>Contoso</b> &amp; Co';

vi.mock('../../src/data/product', async (importOriginal) => {
  const actual = await importOriginal<typeof Product>();
  return {
    ...actual,
    PRODUCT_NAME: HOSTILE,
    siteTitle: (name = HOSTILE) => actual.siteTitle(name),
    navbarTitle: (name = HOSTILE) => actual.navbarTitle(name),
    footerCopyright: (name = HOSTILE) => actual.footerCopyright(name),
  };
});

it("the footer's copyright shows a product name with markup as written", async () => {
  const {default: config} = await import('../../docusaurus.config');
  const {footerCopyright} = await import('../../src/data/product');
  const html = (config.themeConfig as Preset.ThemeConfig & {footer: {copyright: string}}).footer
    .copyright;
  const $ = cheerio.load(html, null, false);
  expect($('*')).toHaveLength(0);
  // The sentence the brief fixes, with the name exactly as written.
  expect($.root().text()).toBe(
    `Documentation for ${HOSTILE}. Microsoft Teams is a trademark of the Microsoft group of companies.`,
  );
  expect($.root().text()).toBe(footerCopyright());
});
