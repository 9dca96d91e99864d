import path from 'node:path';
import {replacementFor} from '../../src/plugins/slim-client-bundle';

const client = path.resolve(__dirname, '../../src/plugins/slim-client-bundle');
const nm = '/repo/node_modules';
const en = {searchLanguages: ['en'], isServer: false};

describe('slim-client-bundle replacements', () => {
  it('empties the theme’s Prism client module', () => {
    expect(replacementFor(`${nm}/@docusaurus/theme-classic/lib/prism-include-languages`, '/x/client-modules.js', en)).toBe(
      path.join(client, 'emptyModule.ts'),
    );
  });

  it('gives the server bundle the static code-block loader, the browser the lazy one', () => {
    const request = '@site/src/plugins/slim-client-bundle/loadHighlightedCodeBlock';
    expect(replacementFor(request, '/x/String.tsx', {...en, isServer: true})).toBe(
      path.join(client, 'loadHighlightedCodeBlock.server.ts'),
    );
    expect(replacementFor(request, '/x/String.tsx', en)).toBeUndefined();
  });

  it('drops lunr from the search constants only with English alone, and never elsewhere', () => {
    const constants = '/site/.docusaurus/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
    expect(replacementFor(`${nm}/lunr/lunr.js`, constants, en)).toBe(path.join(client, 'emptyModule.ts'));
    expect(replacementFor(`${nm}/lunr/lunr.js`, constants, {searchLanguages: ['en', 'de'], isServer: false})).toBeUndefined();
    expect(replacementFor('lunr', `${nm}/@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js`, en)).toBeUndefined();
  });

  it('swaps mark.js for a lazy version for the search plugin only', () => {
    const generated = '/site/.docusaurus/@easyops-cn/docusaurus-search-local/default/generated.js';
    expect(replacementFor(`${nm}/mark.js/dist/mark.js`, generated, en)).toBe(path.join(client, 'lazyMark.ts'));
    expect(replacementFor(`${nm}/mark.js/dist/mark.js`, '/x/elsewhere.js', en)).toBeUndefined();
  });

  it('narrows tslib for @docusaurus/utils-common only', () => {
    expect(replacementFor('tslib', `${nm}/@docusaurus/utils-common/lib/index.js`, en)).toBe(
      path.join(client, 'tslibImportDefault.ts'),
    );
    expect(replacementFor('tslib', `${nm}/something-else/index.js`, en)).toBeUndefined();
  });

  it('gives theme-classic’s progress bar a lazy nprogress in the browser only, and leaves the stand-in’s own import alone', () => {
    const themeModule = `${nm}/@docusaurus/theme-classic/lib/nprogress.js`;
    expect(replacementFor('nprogress', themeModule, en)).toBe(path.join(client, 'lazyNprogress.ts'));
    expect(replacementFor('nprogress', themeModule, {...en, isServer: true})).toBeUndefined();
    expect(replacementFor('nprogress', path.join(client, 'lazyNprogress.ts'), en)).toBeUndefined();
  });
});
