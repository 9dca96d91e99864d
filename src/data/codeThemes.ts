/**
 * Code highlighting colours: prism-react-renderer's GitHub theme (light mode)
 * and Dracula (dark mode), with the token colours that fell short of WCAG AA
 * (4.5:1 on the code background) moved to the nearest lightness that meets
 * it, hue and saturation kept. tests/unit/contrast.test.ts checks every token.
 *
 * Light, on #f6f8fa: comments #999988 (2.7:1) -> #6d6d5d, strings #e3116c
 * (4.3:1) -> #d51065, numbers/booleans/variables #36acaa (2.6:1) -> #257674,
 * keywords #00a4db (2.7:1) -> #00769e, functions/tags #d73a49 (4.3:1) -> #ce2a39.
 * Dark, on #282a36: comments #6272a4 (3.0:1) -> #8c98bc.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolour(theme: PrismTheme, changes: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      const replacement = color === undefined ? undefined : changes[color.toLowerCase()];
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#6d6d5d',
  '#e3116c': '#d51065',
  '#36acaa': '#257674',
  '#00a4db': '#00769e',
  '#d73a49': '#ce2a39',
});

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8c98bc',
});
