// @vitest-environment jsdom
/**
 * What a client-side navigation focuses (src/clientModules/pageChangeFocus.ts):
 * the new page's <h1>, or the section a link or search result opened; and
 * nothing on the first load or when only the hash or the query changed.
 */
import type {Location} from 'history';
import {onRouteDidUpdate, pageChangeTarget} from '../../src/clientModules/pageChangeFocus';

const at = (pathname: string, hash = '', search = ''): Location => ({
  pathname,
  hash,
  search,
  state: undefined,
  key: pathname + hash + search,
});

beforeEach(() => {
  document.body.innerHTML = `
    <nav><a href="/other">Other</a><h1>Not the page's title</h1></nav>
    <main>
      <article><h1>Drivers</h1><p>Text</p><h2 id="how-it-works">How it works</h2><h2 id="café">Café</h2></article>
    </main>`;
});

describe('pageChangeTarget', () => {
  it('is the <h1> in <main>', () => {
    expect(pageChangeTarget(document, '')!.textContent).toBe('Drivers');
  });

  it('is the section the address points to, written plainly or percent-encoded', () => {
    expect(pageChangeTarget(document, '#how-it-works')!.id).toBe('how-it-works');
    expect(pageChangeTarget(document, '#caf%C3%A9')!.id).toBe('café');
  });

  it('is the <h1> when the section does not exist, and <main> when the page has no heading', () => {
    expect(pageChangeTarget(document, '#gone')!.textContent).toBe('Drivers');
    document.querySelectorAll('h1').forEach((h) => h.remove());
    expect(pageChangeTarget(document, '')!.tagName).toBe('MAIN');
  });
});

describe('onRouteDidUpdate', () => {
  const h1 = () => document.querySelector('main h1') as HTMLElement;

  it('focuses the new page’s heading, which keeps a temporary tabindex until it loses the focus', () => {
    onRouteDidUpdate!({
      previousLocation: at('/insights/Impact'),
      location: at('/insights/drivers'),
    });
    expect(document.activeElement).toBe(h1());
    expect(h1().getAttribute('tabindex')).toBe('-1');
    (document.querySelector('nav a') as HTMLElement).focus();
    expect(h1().hasAttribute('tabindex')).toBe(false);
  });

  it('focuses nothing on the first load', () => {
    onRouteDidUpdate!({previousLocation: null, location: at('/insights/drivers')});
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses nothing when only the hash or the query changed', () => {
    onRouteDidUpdate!({
      previousLocation: at('/insights/drivers'),
      location: at('/insights/drivers', '#how-it-works'),
    });
    onRouteDidUpdate!({
      previousLocation: at('/search', '', '?q=a'),
      location: at('/search', '', '?q=b'),
    });
    expect(document.activeElement).toBe(document.body);
  });
});
