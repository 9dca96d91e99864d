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

export const SOCIAL_CARD_PATH = 'img/social-card.png';
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c]!);
}

/** Split text into lines of at most `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export function socialCardSvg(title: string, tagline: string): string {
  const {width, height} = SOCIAL_CARD_SIZE;
  const titleLines = wrap(title, 22).slice(0, 3);
  const taglineLines = wrap(tagline, 48).slice(0, 2);
  const titleSize = 84;
  const titleTop = 250;
  const titleText = titleLines
    .map((line, i) => `<text x="96" y="${titleTop + i * (titleSize + 8)}" font-size="${titleSize}" font-weight="bold">${escapeXml(line)}</text>`)
    .join('');
  const taglineTop = titleTop + titleLines.length * (titleSize + 8) + 24;
  const taglineText = taglineLines
    .map((line, i) => `<text x="96" y="${taglineTop + i * 46}" font-size="36" fill-opacity="0.9">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#1f4b99"/>
  <rect x="0" y="${height - 16}" width="${width}" height="16" fill="#8fb3ff"/>
  <g transform="translate(96 80) scale(2.5)">
    <rect width="32" height="32" rx="7" fill="#ffffff"/>
    <path d="M8 22V10h9a5 5 0 0 1 0 10h-5v2z" fill="none" stroke="#1f4b99" stroke-width="2.5" stroke-linejoin="round"/>
  </g>
  <g font-family="DejaVu Sans" fill="#ffffff">${titleText}${taglineText}</g>
</svg>`;
}

export function renderSocialCard(title: string, tagline: string): Buffer {
  const require = createRequire(__filename);
  const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const resvg = new Resvg(socialCardSvg(title, tagline), {
    font: {
      fontFiles: [path.join(fontDir, 'DejaVuSans.ttf'), path.join(fontDir, 'DejaVuSans-Bold.ttf')],
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
    },
  });
  return resvg.render().asPng();
}

export default function socialCardPlugin(_context: LoadContext): Plugin {
  return {
    name: 'social-card',
    async postBuild({outDir, siteConfig}) {
      const file = path.join(outDir, SOCIAL_CARD_PATH);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, renderSocialCard(siteConfig.title, siteConfig.tagline));
    },
  };
}
