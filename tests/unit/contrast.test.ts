/**
 * Colour contrast of the brand palette (src/css/custom.css) and the code
 * colors (src/css/code.css), in light and dark mode: WCAG AA, 4.5:1 for
 * text. The axe tests check the rendered pages; these check every colour,
 * including the code tokens no page happens to use yet.
 */
import fs from 'node:fs';
import path from 'node:path';
import {contrast, over} from '../support/contrast';

const css = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');

function primaryIn(selector: string): string {
  const escaped = selector.replace(/[[\]'().*]/g, '\\$&');
  const block = new RegExp(`(^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!block) throw new Error(`no ${selector} block in custom.css`);
  const value = /--ifm-color-primary:\s*(#[0-9a-fA-F]{6})/.exec(block[2]);
  if (!value) throw new Error(`no --ifm-color-primary in ${selector}`);
  return value[1];
}

/** Where the primary colour is drawn as text: links, active navbar and sidebar items, TOC, breadcrumbs. */
const BACKGROUNDS = {
  light: {
    page: '#ffffff',
    'active/hover sidebar item': over('#000000', 0.05, '#ffffff'),
  },
  dark: {
    page: '#1b1b1d',
    'navbar and sidebar': '#242526',
    'active/hover sidebar item on the page': over('#ffffff', 0.05, '#1b1b1d'),
    'active/hover item on the navbar and mobile menu': over('#ffffff', 0.05, '#242526'),
  },
};

describe('brand colour contrast', () => {
  const primary = {light: primaryIn(':root'), dark: primaryIn("[data-theme='dark']")};
  for (const mode of ['light', 'dark'] as const) {
    for (const [where, background] of Object.entries(BACKGROUNDS[mode])) {
      it(`${mode} mode: primary ${primary[mode]} on the ${where} (${background}) is at least 4.5:1`, () => {
        expect(contrast(primary[mode], background)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

describe('code color contrast', () => {
  const code = fs.readFileSync(path.resolve(__dirname, '../../src/css/code.css'), 'utf8');
  /** The custom properties of one block of code.css. */
  const colors = (selector: string): Map<string, string> => {
    const block = new RegExp(`${selector.replace(/[[\]'()]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(
      code,
    );
    if (!block) throw new Error(`no ${selector} block in code.css`);
    return new Map(
      [...block[1]!.matchAll(/--(code-[\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1]!, m[2]!]),
    );
  };
  for (const [mode, selector] of [
    ['light', ':root'],
    ['dark', "[data-theme='dark']"],
  ] as const) {
    const vars = colors(selector);
    const background = vars.get('code-background')!;
    it(`${mode} mode: sets a color for every token kind the stylesheet uses`, () => {
      const used = [...code.matchAll(/var\(--(code-[\w-]+)\)/g)].map((m) => m[1]!);
      expect(used.filter((name) => !vars.has(name))).toEqual([]);
    });
    for (const [name, color] of vars) {
      if (name === 'code-background') continue;
      it(`${mode} mode: ${name} (${color}) is at least 4.5:1 on ${background}`, () => {
        expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
