/**
 * A diagram drawn in two layouts, one picture: the wide layout where the
 * page's column is at least 640 px wide (desktops, tablets), the narrow one
 * below that (phones, and desktops whose sidebar and table of contents
 * leave a narrow column). A layout drawn for 720 px and shrunk to a 288 px
 * phone column shows its labels at 6 to 7 px; each layout is drawn for the
 * widths it is shown at, so that every label is at least 12 px as shown
 * (the e2e test diagrams.spec.ts measures them).
 *
 * The switch is a CSS container query on the <figure>, so the server's HTML
 * is already right and nothing changes after hydration. It is one <svg
 * role="img"> with one title and description (./types.ts: what screen
 * readers hear and the Markdown twin prints), holding the two layouts as
 * nested <svg> elements, of which CSS shows one; screen readers do not go
 * into an image, so they hear it once.
 */
import React, {type CSSProperties, type ReactNode, type SVGProps} from 'react';
import type {DiagramText} from './types';
import styles from './picture.module.css';

/** One way of drawing the diagram: its own coordinate space and what is drawn in it. */
export interface Layout {
  width: number;
  height: number;
  content: ReactNode;
}

/**
 * The diagrams' colours, Infima's variables, so that a picture is right in
 * light and dark mode. Text takes the page's text colour from
 * ./picture.module.css unless it sets its own.
 */
export const colors = {
  primary: 'var(--ifm-color-primary)',
  border: 'var(--ifm-color-emphasis-600)',
  surface: 'var(--ifm-background-surface-color)',
};

/** The smallest a label may be shown, in CSS pixels. */
export const MIN_LABEL_PX = 12;

/*
 * A diagram is shown in a column from 288 px wide (a 320 px phone, less the
 * page's padding), and in its wide layout from 640 px (the container query
 * in ./picture.module.css). So a narrow layout whose smallest font is `font`
 * must be at most 288 * font / MIN_LABEL_PX wide, and a wide one at most
 * 640 * font / MIN_LABEL_PX: tests/e2e/diagrams.spec.ts measures every
 * label as shown from 320 to 1280 px.
 */

export function Picture({
  text,
  id,
  wide,
  narrow,
  defs,
  caption,
}: {
  text: DiagramText;
  /** Prefix of the ids of the picture's title, description and definitions (unique on the page). */
  id: string;
  wide: Layout;
  narrow: Layout;
  /** Definitions (arrow heads) both layouts use. */
  defs?: ReactNode;
  /**
   * Only what the picture itself adds ("Drawn to scale"). A diagram whose
   * steps the page lists beside it needs none: saying them a third time in a
   * caption is what readers skip.
   */
  caption?: ReactNode;
}): ReactNode {
  // The widest each layout is shown, in CSS pixels: the wide one at its own
  // width, the narrow one (drawn 320 units wide) at most 400 px.
  const sizes = {
    '--diagram-wide-ratio': `${wide.width} / ${wide.height}`,
    '--diagram-wide-max': `${wide.width}px`,
    '--diagram-narrow-ratio': `${narrow.width} / ${narrow.height}`,
    '--diagram-narrow-max': '400px',
  } as CSSProperties;
  return (
    <figure className={styles.figure}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={styles.picture}
        style={sizes}
        xmlns="http://www.w3.org/2000/svg">
        <title id={`${id}-title`}>{text.title}</title>
        <desc id={`${id}-desc`}>{text.description}</desc>
        {defs && <defs>{defs}</defs>}
        <svg
          className={styles.wide}
          viewBox={`0 0 ${wide.width} ${wide.height}`}
          width="100%"
          height="100%">
          {wide.content}
        </svg>
        <svg
          className={styles.narrow}
          viewBox={`0 0 ${narrow.width} ${narrow.height}`}
          width="100%"
          height="100%">
          {narrow.content}
        </svg>
      </svg>
      {caption !== undefined && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/**
 * Lines of at most `maxChars` characters, broken at spaces, for a label in
 * a narrow layout (SVG text does not wrap). A word longer than a line gets
 * a line of its own.
 */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The lines of a label, one under the other: the first's baseline at `y`, each next one `step` units lower. */
export function Lines({
  lines,
  y,
  step,
  ...props
}: {lines: readonly string[]; y: number; step: number} & SVGProps<SVGTextElement>): ReactNode {
  return lines.map((line, i) => (
    <text key={line} y={y + i * step} {...props}>
      {line}
    </text>
  ));
}

/**
 * How many characters of a label fit in `width` units at `fontSize`, from
 * a generous average width of a character (0.6 em, 0.7 em in bold): the
 * labels are measured in DejaVu Sans, one of the widest sans-serif fonts,
 * at about 0.53 em (0.63 em in bold), and a reader's font may differ.
 */
export function charsThatFit(width: number, fontSize: number, bold = false): number {
  return Math.floor(width / (fontSize * (bold ? 0.7 : 0.6)));
}
