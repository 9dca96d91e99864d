import sidebars from '../../sidebars';
import config from '../../docusaurus.config';
import {categoryPages, docPages, sidebarSections} from '../../src/node/sitePages';

describe('tutorialSidebar', () => {
  it('is the only sidebar (the specification names one, the tutorial sidebar)', () => {
    expect(Object.keys(sidebars)).toEqual(['tutorialSidebar']);
  });

  it('reaches every doc in docs/ exactly once', () => {
    const inSidebar = sidebarSections().flatMap((section) => section.docIds);
    expect([...inSidebar].sort()).toEqual(
      docPages()
        .map((doc) => doc.id)
        .sort(),
    );
    expect(new Set(inSidebar).size).toBe(inSidebar.length);
  });

  it('gives every category a generated index page under /category/ with a description', () => {
    const sections = sidebarSections().filter((section) => section.label !== '');
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      expect(section.category, section.label).toBeDefined();
      expect(section.category?.path).toMatch(/^\/category\/[a-z0-9-]+$/);
      expect(section.category?.description.length ?? 0).toBeGreaterThan(40);
    }
    expect(categoryPages()).toHaveLength(sections.length);
  });

  it('starts with the docs home', () => {
    const [first] = sidebarSections()[0]?.docIds ?? [];
    expect(docPages().find((doc) => doc.id === first)?.path).toBe('/');
  });
});

describe('one name per section, from the sidebar', () => {
  const theme = config.themeConfig as {
    navbar: {items: {to?: string; href?: string; label?: string; type?: string}[]};
    footer: {links: {title: string}[]};
  };

  it('the navbar links each category to its index page, under its sidebar label, in sidebar order', () => {
    const links = theme.navbar.items.filter((item) => item.to !== undefined);
    expect(links.map(({to, label}) => ({to, label}))).toEqual(
      categoryPages().map((c) => ({to: c.path, label: c.label})),
    );
  });

  it('the footer has a column for each category with pages, titled with its sidebar label', () => {
    const titles = theme.footer.links.map((column) => column.title);
    for (const section of sidebarSections().filter((s) => s.category && s.docIds.length > 0)) {
      expect(titles, section.label).toContain(section.label);
    }
  });

  it('a category index page is titled with its sidebar label (no separate link title)', () => {
    for (const category of categoryPages()) expect(category.title).toBe(category.label);
  });

  it('no doc is titled with a section name spelled another way', () => {
    const labels = categoryPages().map((c) => c.label);
    for (const doc of docPages()) {
      for (const name of [doc.title, doc.label]) {
        const other = labels.find(
          (label) => label.toLowerCase() === name.toLowerCase() && label !== name,
        );
        expect(other, `${doc.file}: "${name}"`).toBeUndefined();
      }
    }
  });
});
