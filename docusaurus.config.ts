import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {footerCopyright, siteTitle, navbarTitle} from './src/data/product';
import {
  siteUrl,
  supportEmail,
  factValues,
  frameAncestors,
  showLastUpdate,
} from './src/node/siteSettings';
import remarkProductData from './src/plugins/remark-product-data';
import codeHighlightPlugin, {rehypeCodeTokens} from './src/plugins/code-highlight';
import rehypeInlineCodeBreaks from './src/plugins/inline-code-breaks';
import rehypeTableLayout from './src/plugins/table-layout';
import compileHintsPlugin from './src/plugins/compile-hints';
import builtPagesPlugin from './src/plugins/built-pages';
import robotsTxtPlugin from './src/plugins/robots-txt';
import notFoundSuggestionsPlugin from './src/plugins/not-found-suggestions';
import searchPlugin from './src/plugins/search';
import socialCardPlugin, {SOCIAL_CARD_PATH, SOCIAL_CARD_SIZE} from './src/plugins/social-card';
import announcementBarPlugin from './src/plugins/announcement-bar';
import liveDataPlugin, {
  liveRemarkLearnSources,
  liveRemarkProductData,
} from './src/plugins/live-data';
import remarkLearnSources from './src/plugins/learn-sources';
import permissionChangesPlugin, {remarkPermissionChanges} from './src/plugins/permission-changes';
import taskControlsPlugin, {remarkTaskControls} from './src/plugins/task-controls';
import {
  categoryPages,
  docPages,
  sidebarSections,
  sitePages,
  standalonePages,
} from './src/node/sitePages';
import {announcement} from './src/data/announcement';
import {siteDataProblems} from './src/node/siteData';
import {announcementHtml, escapeHtml} from './src/node/html';
import {dueReport} from './src/node/learnCitations';

/**
 * Remark plugins and local plugins are given their options in closures, not
 * as `[plugin, options]` pairs: Docusaurus serialises the site configuration
 * into the client bundle, and the options (all the product facts, the frame
 * host list) would otherwise ship to every reader on every page.
 *
 * `npm start` (development) reads the facts afresh for each page it
 * compiles, so that an edit to src/data/ shows without a restart
 * (src/plugins/live-data.ts).
 */
const development = process.env.NODE_ENV === 'development';
// A fact of the wrong kind or an empty product name fails the build, each problem with its file
// and line (src/node/siteData.ts); `npm start` shows them in its overlay (src/plugins/live-data.ts).
const dataProblems = siteDataProblems();
if (dataProblems.length > 0) throw new Error(`The site's data:\n${dataProblems.join('\n')}`);
const pagePaths = new Set(sitePages().map((page) => page.path));
const remarkPlugins = [
  development ? liveRemarkProductData : () => remarkProductData({values: factValues, pagePaths}),
  // `<UseMyValues />` gets its page's fields; task controls are checked (file and line).
  remarkTaskControls,
];
const rehypePlugins = [rehypeCodeTokens, rehypeInlineCodeBreaks, rehypeTableLayout];
// Before Docusaurus's own remark plugins, so that their headings get ids and are in the table of
// contents: the "Microsoft sources" at the foot of a page that links Microsoft Learn, dated as of
// this build, and the permission change log (`::permission-changes`).
const buildDate = new Date();
const beforeDefaultRemarkPlugins = [
  development ? () => liveRemarkLearnSources({buildDate}) : () => remarkLearnSources({buildDate}),
  remarkPermissionChanges,
];

const tagline = 'Set up, use and administer the AI assistant app for Microsoft Teams';

if (!showLastUpdate) {
  console.warn(
    'No git history (not a git checkout, or a shallow clone): doc pages will show no "Last updated" date.',
  );
}

/**
 * Footer columns, generated from the sidebar so that a new page appears in
 * the footer without an edit here: one column per sidebar category, then an
 * "About" column with the top-level docs, the standalone pages and support.
 */
function footerColumns() {
  const docs = new Map(docPages().map((doc) => [doc.id, doc]));
  const link = (id: string) => {
    const doc = docs.get(id);
    if (!doc)
      throw new Error(`sidebars.ts lists the doc "${id}", but docs/ has no page with that id`);
    return {label: doc.label, to: doc.path};
  };
  const [top, ...categories] = sidebarSections();
  return [
    ...categories
      .filter((section) => section.docIds.length > 0)
      .map((section) => ({title: section.label, items: section.docIds.map(link)})),
    {
      title: 'About',
      items: [
        ...(top?.docIds ?? []).map(link),
        ...standalonePages().map((page) => ({label: page.title, to: page.path})),
        // HTML: "Contact support" is a label and the address under it the link (as one link, the
        // two lines read as two links; as "Contact support (<address>)" it wrapped inside the
        // address in a desktop footer column and left ")" alone on a line).
        {
          html: `<span class="footer__support-label">Contact support</span><a class="footer__link-item" href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>`,
        },
      ],
    },
  ];
}

/**
 * The optional announcement bar (specification sections 2 and 4), from
 * src/data/announcement.ts. Docusaurus keeps a reader's "closed" in
 * localStorage and shows the bar again when the id changes. A link to the
 * site must name one of its pages (the generator does not check links in
 * the bar's HTML).
 */
function announcementBar() {
  if (!announcement) return undefined;
  const href = announcement.link?.href;
  if (
    href?.startsWith('/') &&
    !sitePages().some((page) => page.path === href.replace(/[?#].*$/, ''))
  ) {
    throw new Error(`src/data/announcement.ts: the link "${href}" is not a page of the site`);
  }
  return {
    id: announcement.id,
    content: announcementHtml(announcement),
    isCloseable: true,
    // Infima's primary tints, which it sets for light and dark mode.
    backgroundColor: 'var(--ifm-color-primary-contrast-background)',
    textColor: 'var(--ifm-color-primary-contrast-foreground)',
  };
}

/*
 * Options marked "spec" are set to the generator's default value on purpose:
 * the specification pins them (tests/unit/config.test.ts checks them).
 */
const config: Config = {
  title: siteTitle(),
  tagline,
  favicon: 'img/favicon.svg',

  url: siteUrl,
  baseUrl: '/',

  onBrokenLinks: 'throw', // spec
  onBrokenMarkdownLinks: 'warn', // spec
  onBrokenAnchors: 'warn', // spec
  onDuplicateRoutes: 'throw',

  // @docusaurus/faster: Rspack, SWC and Lightning CSS build the site.
  future: {experimental_faster: true},

  // spec
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  clientModules: [
    './src/clientModules/exactRoutes.ts',
    './src/clientModules/safeHash.ts',
    './src/clientModules/chunkFailure.ts',
    './src/clientModules/pageChangeFocus.ts',
    // `npm start` shows when it is rebuilding after an edit.
    ...(development ? ['./src/clientModules/rebuildingNotice.tsx'] : []),
  ],

  // Read by the browser code that shows the support address (the search page).
  customFields: {supportEmail},

  plugins: [
    // Code is highlighted at build time; no highlighter in the browser.
    codeHighlightPlugin,
    // main.js and the runtime compiled off the main thread, as they download.
    compileHintsPlugin,
    // After the build, in this order (src/plugins/built-pages.ts): each page's HTML
    // preloads its own code chunks; a Markdown twin of every page (/insights/drivers.md),
    // llms.txt and llms-full.txt; last, build/_headers and build/nginx-security-headers.conf
    // with the script hashes of the pages as built, and with CSP_META=true the policy in each
    // page (GitHub Pages).
    () => builtPagesPlugin({frameAncestors, metaCsp: process.env.CSP_META === 'true'}),
    // The pages the not-found page's "Did you mean …?" link can suggest.
    notFoundSuggestionsPlugin,
    // The offline search: the navbar's box, the search page, and the index the build writes.
    searchPlugin,
    robotsTxtPlugin,
    // The OpenGraph / Twitter image, naming the product.
    socialCardPlugin,
    // A new announcement shows from the first paint to readers who closed an earlier one.
    (context) => announcementBarPlugin(context, announcement?.id),
    // The Microsoft Learn sources due for a new check (src/data/learnSources.ts, no
    // network), as `npm run check:sources` prints them: a warning, never a failure.
    () => ({
      name: 'learn-sources-due',
      async postBuild() {
        const due = dueReport(new Date());
        if (due.length > 0) console.warn(`[WARNING] ${due.join('\n')}`);
      },
    }),
    // The permission change log: fails the build when src/data/permissions.ts changed without an
    // entry; writes /permission-changes.atom.
    permissionChangesPlugin,
    // The way the reader chose (Teams admin center or PowerShell) on <html> before the first paint.
    taskControlsPlugin,
    // npm start: edits to src/data/ and sidebars.ts reach the open pages.
    ...(development ? [liveDataPlugin] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins,
          remarkPlugins,
          rehypePlugins,
          // "Last updated on 14 November 2026", from each doc's newest git
          // commit; nothing when the tree has no git history (src/node/siteSettings.ts).
          showLastUpdateTime: showLastUpdate,
          versions: {current: {label: 'Next'}}, // spec
        },
        blog: false,
        // No /__docusaurus/debug pages in npm start and --dev builds: they are
        // no route of the spec's, and their route list cannot show the
        // .html-address route of src/clientModules/exactRoutes.ts (a RegExp).
        debug: false,
        pages: {beforeDefaultRemarkPlugins, remarkPlugins, rehypePlugins},
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/code.css',
            './src/css/self-hosted-icons.css',
            './src/css/print.css',
          ],
        },
        sitemap: {
          // The search results page is for readers, not for search engines.
          ignorePatterns: ['/search', '/search/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // OpenGraph and Twitter card image, rendered at build time (social-card plugin).
    image: SOCIAL_CARD_PATH,
    announcementBar: announcementBar(),
    metadata: [
      // The description of pages that have none of their own (the search
      // page, the not-found page); a page's own description replaces it.
      {name: 'description', content: tagline},
      // The rest of the card; the theme writes twitter:card (summary_large_image) itself.
      {property: 'og:site_name', content: siteTitle()},
      {property: 'og:type', content: 'website'},
      {property: 'og:image:width', content: String(SOCIAL_CARD_SIZE.width)},
      {property: 'og:image:height', content: String(SOCIAL_CARD_SIZE.height)},
      {property: 'og:image:alt', content: `${siteTitle()}: ${tagline}`},
    ],
    // spec
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false}, // spec
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3}, // spec
    navbar: {
      title: navbarTitle(),
      hideOnScroll: false, // spec
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      // One link per sidebar category, to its index page and under its
      // sidebar label: a section has one name everywhere (sidebars.ts).
      items: categoryPages().map((category) => ({
        to: category.path,
        label: category.label,
        position: 'left' as const,
      })),
    },
    footer: {
      links: footerColumns(),
      // The theme inserts the copyright as HTML: escaped, markup in the product name shows as
      // written instead of running (issue 51, item 5).
      copyright: escapeHtml(footerCopyright()),
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
