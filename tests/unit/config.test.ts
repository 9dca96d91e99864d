import config from '../../docusaurus.config';
import {PRODUCT_NAME, siteTitle, navbarTitle} from '../../src/data/product';
import type * as Preset from '@docusaurus/preset-classic';

const theme = config.themeConfig as Preset.ThemeConfig & {
  navbar: {title: string; hideOnScroll: boolean; items: {type?: string}[]};
  colorMode: {defaultMode: string; disableSwitch: boolean; respectPrefersColorScheme: boolean};
  tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
  docs: {sidebar: {hideable: boolean; autoCollapseCategories: boolean}};
  footer: {links: {items: {href?: string}[]}[]};
};

function classicOptions(): Preset.Options {
  const preset = config.presets?.[0] as [string, Preset.Options];
  expect(preset[0]).toBe('classic');
  return preset[1];
}

describe('site configuration (spec sections 1 and 9)', () => {
  it('reads the product name from its one place', () => {
    expect(PRODUCT_NAME).toBe('the product');
    expect(config.title).toBe('the product documentation');
    expect(config.title).toBe(siteTitle());
    expect(theme.navbar.title).toBe('the product Documentation');
    expect(theme.navbar.title).toBe(navbarTitle());
    expect(siteTitle('Contoso Pulse')).toBe('Contoso Pulse documentation');
  });

  it('is served from the site root, in English only, left to right', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.url).toMatch(/^https?:\/\//);
    expect(config.i18n?.defaultLocale).toBe('en');
    expect(config.i18n?.locales).toEqual(['en']);
    expect(config.i18n?.localeConfigs?.en?.direction).toBe('ltr');
    expect(config.tagline).toBeTruthy();
    expect(config.favicon).toBe('img/favicon.svg');
  });

  it('throws on broken links in configuration and warns on broken Markdown links and anchors', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
  });

  it('defaults to light mode with the switch shown, ignoring the OS preference', () => {
    expect(theme.colorMode).toMatchObject({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  });

  it('shows table-of-contents headings 2 to 3 and keeps the navbar on scroll', () => {
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.navbar.hideOnScroll).toBe(false);
  });

  it('has a sidebar that cannot be hidden and categories that do not auto-collapse', () => {
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
  });

  it('serves docs at the site root with one version labelled Next, and no blog', () => {
    const options = classicOptions();
    const docs = options.docs as {routeBasePath: string; sidebarPath: string; versions: Record<string, {label: string}>};
    expect(docs.routeBasePath).toBe('/');
    expect(docs.sidebarPath).toBe('./sidebars.ts');
    expect(docs.versions.current.label).toBe('Next');
    expect(options.blog).toBe(false);
  });

  it('links the support address from the footer', () => {
    const hrefs = theme.footer.links.flatMap((column) => column.items.map((item) => item.href));
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
  });

  it('fills the navbar search slot', () => {
    const themes = (config.themes ?? []).map((t) => (Array.isArray(t) ? t[0] : t));
    expect(themes).toContain('@easyops-cn/docusaurus-search-local');
  });
});
