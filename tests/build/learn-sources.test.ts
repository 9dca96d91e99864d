/**
 * What readers get of issue 46, in the build `npm test` makes: the
 * "Microsoft sources" at the foot of every page that links Microsoft Learn
 * (src/plugins/learn-sources.ts), in the HTML as served, the twin and
 * llms-full.txt; and the permission change log on
 * /privacy-security/app-permissions with its Atom feed
 * (src/plugins/permission-changes.ts).
 *
 * Expected values come from the pages' own links, src/data/learnSources.ts
 * and src/data/permissionChanges.ts, dates as the issue writes them
 * ("checked 27 Nov 2026 · Learn page dated 22 Jan 2026", here in full
 * months as the site writes dates) formatted by Intl, and the 180 days of
 * the issue counted here.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {SaxesParser} from 'saxes';
import {BUILD_DIR, ROOT, ROUTES} from '../support/site';
import {sources} from '../../src/data/learnSources';
import {permissionChanges} from '../../src/data/permissionChanges';
import {learnLinks} from '../../src/node/learnCitations';
import {twinPath} from '../../src/plugins/markdown-twins/data/rules';
import {parseHeadersFile, headersForPath} from '../../src/node/headersFile.mjs';

function read(rel: string): string {
  const file = path.join(BUILD_DIR, rel);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "CSP_META=true npm run build" first`);
  return fs.readFileSync(file, 'utf8');
}
const html = (route: string) => read(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** "27 November 2026", as Intl writes a day in British English. */
const day = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const DAY_MS = 24 * 60 * 60 * 1000;
/** The issue: "A source checked more than 180 days ago shows that to the reader." */
const dueOn = (checked: string, build: string) => (Date.parse(build) - Date.parse(checked)) / DAY_MS > 180;

const pages = ROUTES.flatMap((r) => (r.file ? [{route: r.path, file: r.file}] : []));
const citing = pages
  .map((p) => ({...p, links: learnLinks(fs.readFileSync(path.join(ROOT, p.file), 'utf8'))}))
  .filter((p) => p.links.length > 0);

describe('the Microsoft sources at the foot of a page (issue 46)', () => {
  it('are on the admin, privacy and getting-started pages, which link Learn', () => {
    const routes = citing.map((p) => p.route);
    expect(routes.filter((r) => /^\/(for-admins|privacy-security|getting-started)\//.test(r)).length).toBeGreaterThanOrEqual(6);
  });

  it.each(pages.map((p) => [p.route, p.file]))('%s: lists exactly the Learn pages it links, with their dates', (route) => {
    const links = citing.find((p) => p.route === route)?.links ?? [];
    const $ = cheerio.load(html(route));
    const section = $('main article .learn-sources');
    if (links.length === 0) {
      expect(section.length).toBe(0);
      return;
    }
    expect(section.length).toBe(1);
    // The last thing of the page's content, under its own heading, in the table of contents.
    expect(section.is(':last-child')).toBe(true);
    expect(section.children('h2').attr('id')).toBe('microsoft-sources');
    // Its text, without the theme's hash link (a zero-width space).
    expect(section.children('h2').text().replace(/\u200b/g, '')).toBe('Microsoft sources');
    expect($('.table-of-contents a[href="#microsoft-sources"]').length).toBe(1);
    const [whole, build] = section.children('p').first().find('time').map((_, t) => $(t).attr('datetime')).get();
    expect(build).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cited = links.map((link) => sources.find((s) => s.url === link.url)!);
    const oldest = cited.map((s) => s.checked).sort()[0]!;
    expect(whole).toBe(oldest);
    expect(section.children('p').first().text().includes('(due for a new check)')).toBe(dueOn(oldest, build!));
    const items = section.find('ul > li');
    expect(items.map((_, li) => $(li).children('a').attr('href')).get()).toEqual(links.map((l) => l.url));
    items.each((i, li) => {
      const source = cited[i]!;
      const times = $(li).find('time').map((_, t) => [[$(t).attr('datetime'), $(t).text()]]).get();
      const expected = [[source.checked, day(source.checked)]];
      if (typeof source.pageDate === 'string' && source.pageDate !== 'not recorded')
        expected.push([source.pageDate, day(source.pageDate)]);
      expect(times, source.url).toEqual(expected);
      const text = $(li).text();
      expect(text.startsWith(`${source.title}: checked ${day(source.checked)}`), text).toBe(true);
      expect(text.includes('(due for a new check)'), text).toBe(dueOn(source.checked, build!));
      if (source.pageDate === null) expect(text).toContain('Learn page not dated');
    });
  });

  it.each(citing.map((p) => [p.route]))('%s: the twin and llms-full.txt list them too, each with its dates', (route) => {
    const twin = read(twinPath(route).slice(1));
    const full = read('llms-full.txt');
    const links = citing.find((p) => p.route === route)!.links;
    const foot = twin.slice(twin.indexOf('\n## Microsoft sources\n'));
    expect(foot.length).toBeLessThan(twin.length);
    for (const {url} of links) {
      const source = sources.find((s) => s.url === url)!;
      const line = foot.split('\n').find((l) => l.startsWith(`- [${source.title}](${url}): checked ${day(source.checked)}`));
      expect(line, url).toBeDefined();
      if (typeof source.pageDate === 'string' && source.pageDate !== 'not recorded')
        expect(line).toContain(`Learn page dated ${day(source.pageDate)}`);
      expect(full).toContain(line);
    }
  });

  it('stay out of the search index: a list of titles answers no question', () => {
    expect(read('search-index.json')).not.toContain('microsoft-sources');
  });
});

/** The Atom feed as elements: name, attributes, text, children; saxes refuses XML that isn't well formed. */
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}
function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({xmlns: true});
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: `${tag.uri}|${tag.local}`,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])),
      text: '',
      children: [],
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (t) => {
    if (stack.at(-1)) stack.at(-1)!.text += t;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(text).close();
  return root!;
}
const ATOM = 'http://www.w3.org/2005/Atom|';
const child = (e: XmlElement, name: string) => e.children.filter((c) => c.name === ATOM + name);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('the permission change log and its Atom feed (issue 46)', () => {
  const feed = parseXml(read('permission-changes.atom'));
  const page = cheerio.load(html('/privacy-security/app-permissions'));

  it('is a valid Atom feed: feed, id, title, updated in RFC 3339, links, and one entry per change of the log', () => {
    expect(feed.name).toBe(`${ATOM}feed`);
    for (const name of ['id', 'title', 'updated', 'author']) expect(child(feed, name), name).toHaveLength(1);
    expect(child(feed, 'updated')[0]!.text).toMatch(RFC3339);
    expect(child(feed, 'updated')[0]!.text).toBe(permissionChanges[0]!.date);
    const links = child(feed, 'link').map((l) => l.attributes);
    expect(links.find((l) => l.rel === 'self')?.href).toMatch(/\/permission-changes\.atom$/);
    expect(links.find((l) => l.rel === 'alternate')?.href).toMatch(/\/privacy-security\/app-permissions$/);
    const entries = child(feed, 'entry');
    expect(entries).toHaveLength(permissionChanges.length);
    entries.forEach((entry, i) => {
      const change = permissionChanges[i]!;
      for (const name of ['id', 'title', 'updated', 'content']) expect(child(entry, name), name).toHaveLength(1);
      expect(child(entry, 'updated')[0]!.text).toMatch(RFC3339);
      expect(child(entry, 'updated')[0]!.text).toBe(change.date);
      expect(child(entry, 'title')[0]!.text).toBe(change.title.replace(/`/g, ''));
      expect(child(entry, 'id')[0]!.text).toMatch(new RegExp(`/privacy-security/app-permissions#change-${change.id}$`));
      expect(child(entry, 'link')[0]!.attributes.href).toBe(child(entry, 'id')[0]!.text);
    });
    expect(new Set(entries.map((e) => child(e, 'id')[0]!.text)).size).toBe(entries.length);
  });

  it('has its entries on the page, each a dated heading with the anchor the feed links to, newest first', () => {
    const headings = page('main article h3[id^="change-"]');
    expect(headings.map((_, h) => page(h).attr('id')).get()).toEqual(permissionChanges.map((c) => `change-${c.id}`));
    headings.each((i, h) => {
      const change = permissionChanges[i]!;
      expect(page(h).find('time').attr('datetime')).toBe(change.date);
      expect(page(h).text()).toContain(`${day(change.date)}: ${change.title.replace(/`/g, '')}`);
      // Its changes follow it, one item each.
      expect(page(h).next('ul').children('li')).toHaveLength(change.changes.length);
    });
    // A section of the page, under its own heading.
    expect(headings.first().prevAll('h2').first().text().replace(/\u200b/g, '')).toBe(
      'Permission change log',
    );
  });

  it("is linked from the page's head, as an Atom alternate, and from its body", () => {
    const head = page('head link[rel="alternate"][type="application/atom+xml"]');
    expect(head.length).toBe(1);
    expect(head.attr('href')).toBe('/permission-changes.atom');
    expect(page('main article a[href="/permission-changes.atom"]').length).toBe(1);
    expect(read('privacy-security/app-permissions.md')).toMatch(/\]\(https?:\/\/[^)]+\/permission-changes\.atom\)/);
  });

  it('is served as application/atom+xml by the hosts that read _headers', () => {
    const rules = parseHeadersFile(read('_headers'), {whole: true});
    expect(headersForPath(rules, '/permission-changes.atom')['Content-Type']).toBe('application/atom+xml; charset=utf-8');
    expect(headersForPath(rules, '/llms.txt')['Content-Type']).toBeUndefined();
  });
});
