/**
 * Tables on phones and desktops (src/theme/MDXComponents/Table.tsx), on
 * every page: at 320 and 375 px every cell is on the screen without
 * sideways scrolling, shows which column it belongs to, and no row is
 * taller than the part of the screen under the navbar; screen readers
 * still get a table (Chromium's own accessibility tree: tables, rows,
 * column headers and cells); on a desktop the rows of the permission
 * tables stay short, a grid too wide for its column can be scrolled from
 * the keyboard, and print keeps the grid.
 */
import {test, expect, type Page} from '@playwright/test';
import {DOC_ROUTES, ROUTES} from '../support/site';
import {hydrated, textLines, walkPages} from './support/page';

const PHONES = [
  {width: 320, height: 568},
  {width: 375, height: 667},
];

/** The page that holds the widest tables: the admin permission tables from src/data/permissions.ts. */
const PERMISSIONS_PAGE = '/for-admins/app-permissions';

/** Press Tab until the element matching `selector` has the focus. */
async function tabTo(page: Page, selector: string, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

interface TableProblem {
  table: number;
  problem: string;
}

/** Every way a table on the page fails a reader on this screen, in words. */
async function tableProblems(page: Page): Promise<{tables: number; problems: TableProblem[]}> {
  return page.evaluate(() => {
    const problems: {table: number; problem: string}[] = [];
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    const screenHeight = window.innerHeight - navbar;
    const tables = Array.from(document.querySelectorAll<HTMLTableElement>('main table'));
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    tables.forEach((table, index) => {
      const headers = Array.from(table.querySelectorAll('thead th')).map(text);
      for (let el: HTMLElement | null = table; el && el !== document.body; el = el.parentElement) {
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
          problems.push({
            table: index,
            problem: `scrolls sideways (${el.tagName.toLowerCase()}: ${el.scrollWidth} px of content in ${el.clientWidth} px)`,
          });
        }
      }
      for (const row of Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr'))) {
        const height = row.getBoundingClientRect().height;
        if (height > screenHeight) {
          problems.push({
            table: index,
            problem: `row "${text(row)}" is ${Math.round(height)} px tall, the screen shows ${Math.round(screenHeight)} px`,
          });
        }
        Array.from(row.cells).forEach((cell, column) => {
          const box = cell.getBoundingClientRect();
          if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
            problems.push({
              table: index,
              problem: `cell "${text(cell)}" is off-screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
            });
          }
          // The cell shows its column: its header is drawn with it, or the header row is on screen
          // above it.
          const header = headers[column];
          if (!header) return;
          const drawn = getComputedStyle(cell, '::before').content;
          const headerCell = table.querySelectorAll('thead th')[column];
          const headerBox = headerCell?.getBoundingClientRect();
          const headerShown =
            !!headerBox &&
            headerBox.width > 1 &&
            headerBox.height > 1 &&
            Math.abs(headerBox.left - box.left) < 1;
          if (!drawn.includes(header) && !headerShown) {
            problems.push({
              table: index,
              problem: `cell "${text(cell)}" does not show its column ("${header}")`,
            });
          }
        });
      }
    });
    return {tables: tables.length, problems};
  });
}

/** The tables, rows, column headers and cells in Chromium's accessibility tree (what screen readers get). */
async function accessibleTables(page: Page): Promise<Record<string, number>> {
  const session = await page.context().newCDPSession(page);
  const {nodes} = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: {role?: {value?: string}; ignored?: boolean}[];
  };
  await session.detach();
  const counts: Record<string, number> = {table: 0, row: 0, columnheader: 0, cell: 0};
  for (const node of nodes) {
    const role = node.role?.value ?? '';
    if (!node.ignored && role in counts) counts[role] += 1;
  }
  return counts;
}

async function tableShape(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const tables = Array.from(document.querySelectorAll('main table'));
    return {
      table: tables.length,
      row: tables.reduce((n, t) => n + t.querySelectorAll('tr').length, 0),
      columnheader: tables.reduce((n, t) => n + t.querySelectorAll('thead th').length, 0),
      cell: tables.reduce((n, t) => n + t.querySelectorAll('td').length, 0),
    };
  });
}

for (const viewport of PHONES) {
  test.describe(`tables at ${viewport.width} px`, () => {
    test.use({viewport});

    test('every page: every cell on screen with its column, no row taller than the screen', async ({
      page,
    }) => {
      await walkPages(ROUTES, async (route) => {
        await page.goto(route.path);
        await hydrated(page);
        const {problems} = await tableProblems(page);
        expect.soft(problems, route.path).toEqual([]);
      });
    });

    test(`${PERMISSIONS_PAGE}: screen readers get each table, row, column header and cell`, async ({
      page,
    }) => {
      await page.goto(PERMISSIONS_PAGE);
      await hydrated(page);
      const shape = await tableShape(page);
      expect(shape.table, 'the page has tables').toBeGreaterThan(0);
      expect(await accessibleTables(page)).toEqual(shape);
    });
  });
}

/**
 * How each grid on the page reads, in words: a cell that takes 8 lines or
 * more (the 5-column permission tables took 8 to 10 at 768 px, where cards
 * read better), a cell of 3 lines or more in a column under 20 characters a
 * line (a troubleshooting "Problem" column of about 100 px read 3 words a
 * line), a
 * name in code alone in its cell that is broken across lines
 * (`TeamMember.Read.` | `Group` beside a nearly empty column). Tables shown
 * as cards are left to tableProblems.
 */
async function gridProblems(page: Page): Promise<{grids: number; problems: string[]}> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const context = document.createElement('canvas').getContext('2d')!;
    const sample = 'the quick brown fox jumps over the lazy dog';
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const grids = Array.from(document.querySelectorAll<HTMLTableElement>('main table')).filter(
      (table) => getComputedStyle(table).display === 'table',
    );
    grids.forEach((table, index) => {
      const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr'));
      const columns = Math.max(...rows.map((row) => row.cells.length));
      for (let column = 0; column < columns; column += 1) {
        const cells = rows.map((row) => row.cells[column]).filter((cell) => !!cell);
        const sentences = cells.some((cell) => text(cell).split(' ').length >= 4);
        for (const cell of cells) {
          const style = getComputedStyle(cell);
          const lineHeight = parseFloat(style.lineHeight);
          // The lines the cell's content is drawn on (the cell itself is as tall as its row).
          const range = document.createRange();
          range.selectNodeContents(cell);
          let lines = 0;
          let lastTop = -Infinity;
          for (const box of Array.from(range.getClientRects())
            .filter((b) => b.width > 0)
            .sort((x, y) => x.top - y.top)) {
            if (box.top > lastTop + lineHeight / 2) {
              lines += 1;
              lastTop = box.top;
            }
          }
          if (lines >= 8)
            problems.push(`table ${index}: "${text(cell).slice(0, 40)}" takes ${lines} lines`);
          const code = cell.querySelector('code');
          if (code && cells.every((c) => text(c) === text(c.querySelector('code') ?? c)))
            if (code.getClientRects().length > 1)
              problems.push(`table ${index}: the name ${text(code)} is broken across lines`);
          if (sentences && lines >= 3) {
            context.font = style.font;
            const room =
              cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const chars = room / (context.measureText(sample).width / sample.length);
            if (chars < 20)
              problems.push(
                `table ${index}: column ${column + 1} ("${text(cell).slice(0, 30)}") takes ${lines} lines of ${Math.floor(chars)} characters`,
              );
          }
        }
      }
    });
    return {grids: grids.length, problems: [...new Set(problems)]};
  });
}

/** A tablet, and desktops whose docs column gives a table 703, 823 and 958 px. */
for (const width of [768, 1280, 1440, 1920]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test('every doc page: each table a grid that reads well, or cards', async ({page}) => {
      let grids = 0;
      await walkPages(DOC_ROUTES, async (route) => {
        await page.goto(route.path);
        await hydrated(page);
        const result = await gridProblems(page);
        grids += result.grids;
        expect.soft(result.problems, route.path).toEqual([]);
        expect.soft((await tableProblems(page)).problems, route.path).toEqual([]);
      });
      expect(grids, 'some tables are grids at this width').toBeGreaterThan(0);
    });
  });
}

test.describe('tables on a desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test(`${PERMISSIONS_PAGE}: screen readers get each table, row, column header and cell, grid or cards`, async ({
    page,
  }) => {
    await page.goto(PERMISSIONS_PAGE);
    await hydrated(page);
    const displays = await page
      .locator('main table')
      .evaluateAll((tables) => tables.map((table) => getComputedStyle(table).display));
    expect(new Set(displays), 'the page has grids and cards').toEqual(new Set(['table', 'block']));
    expect(await accessibleTables(page)).toEqual(await tableShape(page));
  });

  test('a grid too wide for its column scrolls, and can then be reached with Tab and scrolled with the arrow keys', async ({
    page,
  }) => {
    await page.goto(PERMISSIONS_PAGE);
    await hydrated(page);
    const grid = await page
      .locator('main table')
      .evaluateAll((tables) => tables.findIndex((t) => getComputedStyle(t).display === 'table'));
    const table = page.locator('main table').nth(grid);
    await expect(table).not.toHaveAttribute('tabindex', /.*/);
    // A word no line can hold, as a long identifier in a table would be.
    const cell = table.locator('tbody td').last();
    const text = await cell.evaluate((el) => {
      const old = el.innerHTML;
      el.textContent = 'W'.repeat(200);
      return old;
    });
    await expect(table).toHaveAttribute('tabindex', '0');
    await tabTo(page, 'main table[tabindex="0"]');
    const container = table.locator('..');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => container.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await cell.evaluate((el, old) => {
      el.innerHTML = old;
    }, text);
    await expect(table).not.toHaveAttribute('tabindex', /.*/);
  });

  // Printing lays the page out on the sheet, whatever the screen: A4's printable width (210 mm
  // less the 16 mm margins of src/css/print.css), where the same rule as on screens applies.
  test('print on an A4 sheet: the five-column table as cards, a two-column one as a grid', async ({
    page,
  }) => {
    await page.setViewportSize({width: Math.round(((210 - 32) / 25.4) * 96), height: 1100});
    await page.goto(PERMISSIONS_PAGE);
    await hydrated(page);
    await page.emulateMedia({media: 'print'});
    const tables = page.locator('main table');
    const columns = await tables.evaluateAll((all) =>
      all.map((t) => t.querySelectorAll('thead th').length),
    );
    const sideBySide = (index: number) =>
      tables
        .nth(index)
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((cells) => {
          const [a, b] = cells.slice(0, 2).map((c) => c.getBoundingClientRect());
          return Math.abs(a!.top - b!.top) < 1 && b!.left > a!.left;
        });
    const five = columns.indexOf(5);
    const two = columns.indexOf(2);
    expect(await sideBySide(five), 'the five-column table prints as cards').toBe(false);
    expect(await sideBySide(two), 'a two-column table prints as a grid').toBe(true);
    await expect(tables.nth(two).locator('thead')).toBeVisible();
  });
});

/** The pages with the most names in code: both permission pages. */
const NAME_PAGES = ['/privacy-security/app-permissions', PERMISSIONS_PAGE];

for (const width of [1280, 375, 320]) {
  test.describe(`names in code at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    for (const path of NAME_PAGES) {
      test(`${path}: inline code breaks only after a dot or at a space, after a hyphen only in a name wider than its line`, async ({
        page,
      }) => {
        await page.goto(path);
        await hydrated(page);
        const codes = await textLines(page.locator('main article code:not(pre code)'));
        // The hyphenated names wider than the block they are in: those have to break somewhere.
        const tooWide = new Set(
          await page.locator('main article code:not(pre code)').evaluateAll((elements) => {
            const context = document.createElement('canvas').getContext('2d')!;
            return elements.flatMap((code) => {
              const block = code.closest('p, li, td, th, dd') ?? code.parentElement!;
              const style = getComputedStyle(block);
              const room =
                block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              context.font = getComputedStyle(code).font;
              return (code.textContent ?? '')
                .split(/\s+/)
                .filter((name) => name.includes('-') && context.measureText(name).width > room);
            });
          }),
        );
        const broken: string[] = [];
        let wrapped = 0;
        for (const lines of codes) {
          if (lines.length > 1) wrapped += 1;
          // Every line but the last ends where a name may continue on the next line.
          lines.slice(0, -1).forEach((line, i) => {
            if (/[.\s]$/.test(line)) return;
            const name = `${line.split(/\s+/).at(-1)}${lines[i + 1]!.trim().split(/\s+/)[0]}`;
            if (!(line.endsWith('-') && tooWide.has(name))) broken.push(lines.join(' | '));
          });
        }
        expect(codes.length, 'the page has inline code').toBeGreaterThan(0);
        expect(broken).toEqual([]);
        // The phone lays names across lines: the test has line breaks to look at.
        if (width === 320) expect(wrapped).toBeGreaterThan(0);
      });
    }
  });
}

test.describe('columns that share the width (1280 px)', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('every doc page: no header or cell of three words or more reads about a word a line ("Privacy / & / security")', async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const route of DOC_ROUTES) {
      await page.goto(route.path);
      await hydrated(page);
      for (const cellLines of await textLines(page.locator('main table :is(th, td)'))) {
        // A name broken at its dots (`Calendars.` | `ReadBasic`) is one word over two lines.
        const lines = cellLines.map((line) => line.trim()).filter(Boolean);
        const allWords = lines.join(' ').split(/\s+/);
        const words = allWords.length;
        // A list of names (`Chat.Read, ChannelMessage.Read.Group`) reads well a name a line.
        const names = allWords.every((word) => /\w\.\w/.test(word));
        const pieces = lines.filter((line) => line.endsWith('.') && !/\s/.test(line)).length;
        if (!names && words >= 3 && words < 1.25 * (lines.length - pieces))
          problems.push(`${route.path}: "${lines.join(' / ')}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
