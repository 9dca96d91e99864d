// @vitest-environment jsdom
/**
 * The announcement bar's settings (src/data/announcement.ts), the HTML the
 * build writes (src/node/html.ts) and the script that shows a new
 * announcement to readers who closed an earlier one
 * (src/plugins/announcement-bar.ts). The bar itself is tested in a browser:
 * tests/e2e/announcement.spec.ts.
 */
import {announcementFromEnv} from '../../src/data/announcement';
import {addAfterTitle, announcementHtml} from '../../src/node/html';
import {
  DISMISS_KEY,
  ID_KEY,
  INITIALLY_DISMISSED_ATTRIBUTE,
  newAnnouncementScript,
} from '../../src/plugins/announcement-bar';

describe('announcementHtml', () => {
  it('escapes the text, the link label and the link address', () => {
    expect(announcementHtml({id: 'a', text: 'Fish & <chips> "now"'})).toBe(
      'Fish &amp; &lt;chips&gt; &quot;now&quot;',
    );
    expect(
      announcementHtml({
        id: 'a',
        text: 'New:',
        link: {label: "<b>Read</b> it's", href: '/insights/drivers?x="1"&y=2'},
      }),
    ).toBe(
      'New: <a href="/insights/drivers?x=&quot;1&quot;&amp;y=2">&lt;b&gt;Read&lt;/b&gt; it&#39;s</a>',
    );
  });
});

describe('addAfterTitle', () => {
  it('puts the tags right after the title, and names a page that has none', () => {
    expect(
      addAfterTitle(
        '<head><title>A</title><meta charset="utf-8"></head>',
        '<link rel="x">',
        'a/index.html',
      ),
    ).toBe('<head><title>A</title><link rel="x"><meta charset="utf-8"></head>');
    expect(() => addAfterTitle('<head></head>', '<link rel="x">', 'a/index.html')).toThrow(
      /^a\/index\.html: no <\/title>/,
    );
  });
});

describe('announcementFromEnv', () => {
  it('is nothing when unset or empty', () => {
    expect(announcementFromEnv(undefined)).toBeUndefined();
    expect(announcementFromEnv(' ')).toBeUndefined();
  });

  it('reads an announcement from JSON', () => {
    const value = {
      id: 'release-2',
      text: 'Hello',
      link: {label: 'More', href: 'https://example.org/x'},
    };
    expect(announcementFromEnv(JSON.stringify(value))).toEqual(value);
  });

  it('refuses what could not be shown safely or found again', () => {
    expect(() => announcementFromEnv('{')).toThrow(/not JSON/);
    expect(() => announcementFromEnv('null')).toThrow(/object/);
    expect(() => announcementFromEnv(JSON.stringify({id: 'has space', text: 'x'}))).toThrow(/id/);
    expect(() => announcementFromEnv(JSON.stringify({id: 'a', text: ''}))).toThrow(/text/);
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      'http://example.org',
      'relative/path',
      '/with space',
    ]) {
      expect(
        () => announcementFromEnv(JSON.stringify({id: 'a', text: 'x', link: {label: 'l', href}})),
        href,
      ).toThrow(/link\.href/);
    }
  });
});

describe('the new-announcement script', () => {
  const run = (id: string) => new Function(newAnnouncementScript(id))();

  beforeEach(() => {
    localStorage.clear();
    // As the theme's own script leaves it for a reader who closed a bar.
    localStorage.setItem(DISMISS_KEY, 'true');
    document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true');
  });

  it('lets the bar show when the closed announcement was another one', () => {
    localStorage.setItem(ID_KEY, 'old');
    run('new');
    expect(document.documentElement.getAttribute(INITIALLY_DISMISSED_ATTRIBUTE)).toBe('false');
  });

  it('keeps the bar hidden when the reader closed this one', () => {
    localStorage.setItem(ID_KEY, 'same');
    run('same');
    expect(document.documentElement.getAttribute(INITIALLY_DISMISSED_ATTRIBUTE)).toBe('true');
  });
});
