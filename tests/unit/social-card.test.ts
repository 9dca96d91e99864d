/**
 * The social card names the product whatever its name (issue 34): drawn by
 * resvg in the card's own font, no text reaches the card's edges, and no
 * word of the title or tagline is left out.
 */
import config from '../../docusaurus.config';
import {siteTitle} from '../../src/data/product';
import {layOut, renderSocialCard, SOCIAL_CARD_SIZE} from '../../src/plugins/social-card';

const {width, height} = SOCIAL_CARD_SIZE;
const tagline = config.tagline!;
/** Nothing the card draws in white may come this close to the left, top or right edge, or to the bar at the bottom. */
const EDGE = 48;
const BAR = 16;

/** The pixels of the card that are drawn in white (the text and the logo), at least half covered. */
function whitePixels(title: string): {x: number; y: number}[] {
  const image = renderSocialCard(title, tagline);
  expect([image.width, image.height]).toEqual([width, height]);
  const pixels = image.pixels; // a copy made on each read
  const found: {x: number; y: number}[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      // Background #1f4b99 and bar #8fb3ff have red 31 and 143; white text over them, half covered,
      // 143 and 199.
      if (pixels[i]! > 190) found.push({x, y});
    }
  }
  return found;
}

describe('the social card', () => {
  // A short name, an 8-letter one (it ran off the right edge when the title wrapped by character
  // count), and 30 letters.
  it.each(['Bo', 'Teamwise', 'Supercalifragilisticexpialidoc'])(
    'keeps every word of "%s documentation" inside the card',
    (name) => {
      const title = siteTitle(name);
      const pixels = whitePixels(title);
      expect(pixels.length).toBeGreaterThan(0);
      const outside = pixels.filter(
        ({x, y}) => x < EDGE || x >= width - EDGE || y < EDGE || y >= height - BAR - 4,
      );
      expect(outside, `white pixels near the edge: ${JSON.stringify(outside.slice(0, 5))}`).toEqual(
        [],
      );
      expect(layOut(title, 'bold', 84, 3).lines.join(' ')).toBe(title);
      expect(layOut(tagline, 'normal', 36, 2).lines.join(' ')).toBe(tagline);
    },
  );
});
