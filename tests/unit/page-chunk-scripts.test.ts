/** src/plugins/page-chunk-scripts: which files a page's chunks are, and where their scripts go. */
import {chunkFiles, pagePath, withChunkScripts, type ClientManifest} from '../../src/plugins/page-chunk-scripts';
import {PAGE_CHUNK_ATTRIBUTE} from '../../src/plugins/page-chunk-scripts/attribute';

const manifest: ClientManifest = {
  origins: {layout: ['1', 2], content: ['2', '3'], styles: ['9']},
  assets: {
    '1': {js: [{file: 'assets/js/1.aaa.js'}]},
    '2': {js: [{file: 'assets/js/2.bbb.js'}]},
    '3': {js: [{file: 'assets/js/3.ccc.js'}]},
    '9': {},
  },
};

describe('page-chunk-scripts', () => {
  it('turns chunk names into their files, each once, skipping chunks without JavaScript', () => {
    expect(chunkFiles(['layout', 'content', 'styles'], manifest)).toEqual(['assets/js/1.aaa.js', 'assets/js/2.bbb.js', 'assets/js/3.ccc.js']);
  });

  it('fails the build on a chunk name the manifest does not know', () => {
    expect(() => chunkFiles(['nope'], manifest)).toThrow(/no chunk named "nope"/);
  });

  it('maps built files to route paths', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('insights/drivers/index.html')).toBe('/insights/drivers');
    expect(pagePath('404.html')).toBe('/404.html');
  });

  it('puts marked, deferred scripts before the first script, once', () => {
    const html = '<html><head><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script></head><body><script>inline()</script></body></html>';
    const out = withChunkScripts(html, ['/assets/js/a.js', '/assets/js/main.2.js']);
    expect(out).toContain(`<script src="/assets/js/a.js" defer ${PAGE_CHUNK_ATTRIBUTE}></script><script src=/assets/js/runtime~main.1.js`);
    expect(out.match(/main\.2\.js/g)).toHaveLength(1);
    expect(withChunkScripts(out, ['/assets/js/a.js'])).toBe(out);
  });
});
