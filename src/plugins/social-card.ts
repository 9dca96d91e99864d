/**
 * Local plugin: renders the social card (OpenGraph / Twitter image) at build
 * time, so the image names the product from its one place
 * (src/data/product.ts). Written to `build/img/social-card.png`, which
 * `themeConfig.image` points at. Fonts come from the `dejavu-fonts-ttf`
 * package, so the picture is the same on every machine.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import fs from 'node:fs/promises';
import path from 'node:path';
import {createRequire} from 'node:module';
import {Resvg} from '@resvg/resvg-js';
import {escapeHtml} from '../node/html';

export const SOCIAL_CARD_PATH = 'img/social-card.png';
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;

const FONT_DIR = path.join(
  path.dirname(createRequire(__filename).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT = {
  fontFiles: [path.join(FONT_DIR, 'DejaVuSans.ttf'), path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')],
  loadSystemFonts: false,
  defaultFontFamily: 'DejaVu Sans',
};

/** Left and right margin; text stays between them. */
const MARGIN = 96;
const TEXT_WIDTH = SOCIAL_CARD_SIZE.width - 2 * MARGIN;

/** Where resvg draws `text` in the card's font at 100 px, from the text's x: its inked left and right. */
function measure(text: string, weight: 'bold' | 'normal'): {left: number; right: number} {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text x="0" y="100" font-family="DejaVu Sans" font-size="100" font-weight="${weight}">${escapeHtml(text)}</text></svg>`;
  const box = new Resvg(svg, {font: FONT}).getBBox();
  return box ? {left: box.x, right: box.x + box.width} : {left: 0, right: 0};
}

/**
 * Text laid out in lines no wider than TEXT_WIDTH, at the largest font size
 * from `maxSize` down (in steps of 2 px) at which it takes at most
 * `maxLines` lines, words wrapped at spaces. Widths are measured in the
 * card's own font, as resvg draws it, and scale with the font size.
 */
export function layOut(
  text: string,
  weight: 'bold' | 'normal',
  maxSize: number,
  maxLines: number,
): {size: number; lines: string[]} {
  const words = text.split(/\s+/).filter(Boolean);
  const widths = new Map<string, number>();
  const width = (line: string, size: number) => {
    if (!widths.has(line)) {
      const {left, right} = measure(line, weight);
      widths.set(line, Math.max(right, 0) - Math.min(left, 0));
    }
    return (widths.get(line)! * size) / 100;
  };
  for (let size = maxSize; ; size -= 2) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && width(`${last} ${word}`, size) <= TEXT_WIDTH)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (
      size <= 2 ||
      (lines.length <= maxLines && lines.every((line) => width(line, size) <= TEXT_WIDTH))
    )
      return {size, lines};
  }
}

function socialCardSvg(title: string, tagline: string): string {
  const {width, height} = SOCIAL_CARD_SIZE;
  const heading = layOut(title, 'bold', 84, 3);
  const sub = layOut(tagline, 'normal', 36, 2);
  const titleStep = Math.round(heading.size * 1.1);
  const titleTop = 250 - 84 + heading.size;
  const titleText = heading.lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${titleTop + i * titleStep}" font-size="${heading.size}" font-weight="bold">${escapeHtml(line)}</text>`,
    )
    .join('');
  const taglineTop =
    titleTop + (heading.lines.length - 1) * titleStep + Math.round(heading.size * 0.6) + 66;
  const taglineText = sub.lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${taglineTop + i * Math.round(sub.size * 1.28)}" font-size="${sub.size}" fill-opacity="0.9">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#1f4b99"/>
  <rect x="0" y="${height - 16}" width="${width}" height="16" fill="#8fb3ff"/>
  <g transform="translate(${MARGIN} 80) scale(2.5)">
    <rect width="32" height="32" rx="7" fill="#ffffff"/>
    <path d="M8 22V10h9a5 5 0 0 1 0 10h-5v2z" fill="none" stroke="#1f4b99" stroke-width="2.5" stroke-linejoin="round"/>
  </g>
  <g font-family="DejaVu Sans" fill="#ffffff">${titleText}${taglineText}</g>
</svg>`;
}

/** The card as resvg draws it: `.asPng()` for the file, `.pixels` (RGBA) to look at. */
export function renderSocialCard(title: string, tagline: string) {
  return new Resvg(socialCardSvg(title, tagline), {font: FONT}).render();
}

export default function socialCardPlugin(_context: LoadContext): Plugin {
  return {
    name: 'social-card',
    async postBuild({outDir, siteConfig}) {
      const file = path.join(outDir, SOCIAL_CARD_PATH);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, renderSocialCard(siteConfig.title, siteConfig.tagline).asPng());
    },
  };
}
