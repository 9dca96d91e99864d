import sidebars from '../../sidebars';
import {categoryPages, docPages, sidebarSections} from '../../src/data/sitePages';

describe('tutorialSidebar', () => {
  it('is the only sidebar (the specification names one, the tutorial sidebar)', () => {
    expect(Object.keys(sidebars)).toEqual(['tutorialSidebar']);
  });

  it('reaches every doc in docs/ exactly once', () => {
    const inSidebar = sidebarSections().flatMap((section) => section.docIds);
    expect([...inSidebar].sort()).toEqual(docPages().map((doc) => doc.id).sort());
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
