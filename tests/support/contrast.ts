/** WCAG 2 contrast ratio of two sRGB colours (#rgb, #rrggbb or rgb()/rgba() without alpha). */
function parseColor(color: string): [number, number, number] {
  const c = color.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(c);
  if (m) return [...m[1]].map((d) => parseInt(d + d, 16)) as [number, number, number];
  m = /^#([0-9a-f]{6})$/.exec(c);
  if (m)
    return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16)) as [number, number, number];
  m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*1(?:\.0*)?\s*)?\)$/.exec(c);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  throw new Error(`unsupported colour: ${color}`);
}

/** An sRGB colour with opacity `alpha` over an opaque background, as #rrggbb. */
export function over(color: string, alpha: number, background: string): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  return `#${fg
    .map((v, i) =>
      Math.round(v * alpha + bg[i] * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
