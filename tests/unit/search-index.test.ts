/**
 * The search reads its index through readSearchIndex
 * (src/plugins/search/data/indexFormat.ts): an index of another shape or version, such as
 * the next build's read by a tab open across a deploy, is refused, and the
 * search says it is unavailable (tests/e2e/search.spec.ts shows the page).
 */
import {SEARCH_INDEX_VERSION, readSearchIndex} from '../../src/plugins/search/data/indexFormat';

const SECTION = {
  id: 0,
  url: '/privacy#consent',
  page: 'User privacy',
  category: 'Privacy',
  heading: 'Consent',
  text: 'An admin grants consent.',
};
const GOOD = {
  version: SEARCH_INDEX_VERSION,
  sections: [SECTION, {...SECTION, id: 1, kind: 'links'}],
  mostRead: [{title: 'User privacy', path: '/privacy'}],
};

describe('the search index as the browser reads it', () => {
  it('takes an index of the format the build writes', () => {
    expect(readSearchIndex(GOOD)).toBe(GOOD);
    expect(readSearchIndex(JSON.parse(JSON.stringify(GOOD)))).toEqual(GOOD);
  });

  it.each([
    ['no mostRead', {version: SEARCH_INDEX_VERSION, sections: [SECTION]}],
    ['mostRead not a list', {...GOOD, mostRead: {title: 'User privacy', path: '/privacy'}}],
    ['a most-read page without a path', {...GOOD, mostRead: [{title: 'User privacy'}]}],
    [
      'a section without url',
      {
        ...GOOD,
        sections: [
          {
            id: 0,
            page: 'User privacy',
            category: 'Privacy',
            heading: 'Consent',
            text: 'An admin grants consent.',
          },
        ],
      },
    ],
    ['text: null', {...GOOD, sections: [{...SECTION, text: null}]}],
    ['an id that is not a number', {...GOOD, sections: [{...SECTION, id: '0'}]}],
    ['an unknown kind of section', {...GOOD, sections: [{...SECTION, kind: 'video'}]}],
    ['a section that is not an object', {...GOOD, sections: [null]}],
    ['no sections', {version: SEARCH_INDEX_VERSION, mostRead: []}],
    ['no version (the format before versions)', {sections: [SECTION], mostRead: []}],
    ['the next version', {...GOOD, version: SEARCH_INDEX_VERSION + 1}],
    ['the version as a string', {...GOOD, version: String(SEARCH_INDEX_VERSION)}],
    ['null', null],
    ['a list', [SECTION]],
    ['a string', '<!doctype html><title>Not found</title>'],
  ])('refuses an index with %s', (_, index) => {
    expect(readSearchIndex(index)).toBeNull();
  });
});
