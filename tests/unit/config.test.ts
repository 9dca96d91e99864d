/**
 * The site configuration, checked only where the specification pins a value
 * (sections 1 and 9 of the specification). Everything else in
 * docusaurus.config.ts is the site's own choice, checked by its behaviour in
 * the build and e2e tests, not restated here.
 */
import config from '../../docusaurus.config';
import {siteTitle, navbarTitle, splitNavbarTitle, PRODUCT_NAME} from '../../src/data/product';
import type * as Preset from '@docusaurus/preset-classic';
import {checkedSupportEmail} from '../../src/node/siteSettings';

const theme = config.themeConfig as Preset.ThemeConfig & {
  navbar: {title: string; hideOnScroll: boolean};
  colorMode: {defaultMode: string; disableSwitch: boolean; respectPrefersColorScheme: boolean};
  tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
  docs: {sidebar: {hideable: boolean; autoCollapseCategories: boolean}};
};

function classicOptions(): Preset.Options {
  const preset = config.presets?.[0] as [string, Preset.Options];
  expect(preset[0]).toBe('classic');
  return preset[1];
}

describe('site configuration pinned by the specification', () => {
  it('titles the site and the navbar from the product name (product brief: "<name> documentation", "<name> Documentation")', () => {
    expect(config.title).toBe(`${PRODUCT_NAME} documentation`);
    expect(theme.navbar.title).toBe(`${PRODUCT_NAME} Documentation`);
    // The specification's titles, for its default product name.
    expect(siteTitle('the product')).toBe('the product documentation');
    expect(navbarTitle('the product')).toBe('the product Documentation');
  });

  it('splits the navbar title into the product name and the rest, for phones', () => {
    expect(splitNavbarTitle('the product Documentation', 'the product')).toEqual([
      'the product',
      ' Documentation',
    ]);
    expect(splitNavbarTitle('Contoso Documentation', 'Contoso')).toEqual([
      'Contoso',
      ' Documentation',
    ]);
    expect(splitNavbarTitle('Help center', 'Contoso')).toEqual(['Help center', '']);
  });

  it('is served from the site root, in English only, left to right', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.i18n?.defaultLocale).toBe('en');
    expect(config.i18n?.locales).toEqual(['en']);
    expect(config.i18n?.localeConfigs?.en?.direction).toBe('ltr');
  });

  it('throws on broken links and warns on broken Markdown links and anchors (section 8)', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
  });

  it('defaults to light mode with the switch shown', () => {
    expect(theme.colorMode).toMatchObject({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('shows table-of-contents headings 2 to 3 and keeps the navbar on scroll', () => {
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.navbar.hideOnScroll).toBe(false);
  });

  it('has a sidebar that cannot be hidden and categories that do not auto-collapse', () => {
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
  });

  it('has one docs version, labelled Next', () => {
    const docs = classicOptions().docs as {versions: Record<string, {label: string}>};
    expect(Object.keys(docs.versions)).toEqual(['current']);
    expect(docs.versions.current?.label).toBe('Next');
  });
});

describe('the support address (deploy/README.md, "Build settings")', () => {
  it('may be the placeholder while the site is built for localhost', () => {
    expect(checkedSupportEmail('http://localhost:3000', 'support@example.com')).toBe(
      'support@example.com',
    );
  });

  it('fails a build for a real host while it is still a placeholder, saying what to set', () => {
    expect(() => checkedSupportEmail('https://docs.contoso.com', 'support@example.com')).toThrow(
      /SUPPORT_EMAIL/,
    );
    expect(checkedSupportEmail('https://docs.contoso.com', 'help@contoso.com')).toBe(
      'help@contoso.com',
    );
  });
});
