import sidebars from '../../sidebars';
import {docFiles, docId} from '../support/site';

interface Item {
  type?: string;
  label?: string;
  items?: (Item | string)[];
  link?: {type: string; slug?: string; description?: string};
  collapsed?: boolean;
}

function docIdsIn(items: (Item | string)[]): string[] {
  return items.flatMap((item) => (typeof item === 'string' ? [item] : docIdsIn(item.items ?? [])));
}

function categories(items: (Item | string)[]): Item[] {
  return items.flatMap((item) =>
    typeof item === 'string' || item.type !== 'category' ? [] : [item, ...categories(item.items ?? [])],
  );
}

describe('tutorialSidebar', () => {
  const items = sidebars.tutorialSidebar as (Item | string)[];

  it('is the only sidebar', () => {
    expect(Object.keys(sidebars)).toEqual(['tutorialSidebar']);
  });

  it('reaches every doc exactly once', () => {
    const inSidebar = docIdsIn(items);
    const onDisk = docFiles().map(docId);
    expect([...inSidebar].sort()).toEqual([...onDisk].sort());
    expect(new Set(inSidebar).size).toBe(inSidebar.length);
  });

  it('gives each category the generated-index slug of the specification', () => {
    const slugs = Object.fromEntries(categories(items).map((c) => [c.label, c.link?.slug]));
    expect(slugs).toEqual({
      'Getting started': '/category/getting-started',
      Insights: '/category/insights',
      'Security & Privacy': '/category/security--privacy',
      'For Admins': '/category/for-admins',
    });
  });

  it('describes every category on its index page', () => {
    for (const category of categories(items)) {
      expect(category.link?.type).toBe('generated-index');
      expect(category.link?.description?.length ?? 0).toBeGreaterThan(40);
    }
  });

  it('starts with the docs home', () => {
    expect(items[0]).toBe('intro');
  });
});
