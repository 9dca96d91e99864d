import type {ReactNode} from 'react';
import {facts} from '@site/src/data/facts';
import {Lines, Picture, charsThatFit, colors, wrapText, type Layout} from '../Picture';
import {diagramText} from './text';

/**
 * Retention timeline for the User privacy page. Values come from
 * src/data/facts.ts, so a change to a retention period updates the picture;
 * its title and description are in ./text.ts (also printed in the page's
 * Markdown twin). The table above it on the page gives the periods in words,
 * so its caption says only what the picture adds.
 * Colors use Infima CSS variables only, so it works in light and dark mode.
 * Drawn twice (../Picture.tsx): label beside the bar where the column is
 * wide, label above the bar and the note wrapped under it where it is
 * narrow.
 */

const AVERAGE_DAYS_PER_MONTH = 30.44;

const totalDays = facts.aggregateRetentionMonths * AVERAGE_DAYS_PER_MONTH;

/** A bar's length for a period, on a scale where the longest period is `max` long. */
function widthFor(days: number, max: number): number {
  return Math.max(8, Math.round((days / totalDays) * max));
}

const rows = [
  {
    label: 'Raw metadata',
    days: facts.rawRetentionDays,
    note: `Deleted after ${facts.rawRetentionDays} days`,
  },
  {
    label: 'Prompts and answers',
    days: facts.promptRetentionDays,
    note: `Deleted after ${facts.promptRetentionDays} days (abuse monitoring only)`,
  },
  {
    label: 'Weekly aggregates',
    days: totalDays,
    note: `Kept ${facts.aggregateRetentionMonths} months, then deleted`,
  },
];

const axisStart = 'When the data is created';
const axisEnd = `${facts.aggregateRetentionMonths} months`;

const {primary, border: line, surface} = colors;

/** The time axis under the bars, from `x` to `x + length`, with its two labels. */
function Axis({
  x,
  y,
  length,
  fontSize,
}: {
  x: number;
  y: number;
  length: number;
  fontSize: number;
}): ReactNode {
  return (
    <>
      <line x1={x} y1={y} x2={x + length} y2={y} stroke={line} strokeWidth="2" />
      <line x1={x} y1={y - 6} x2={x} y2={y + 6} stroke={line} strokeWidth="2" />
      <line x1={x + length} y1={y - 6} x2={x + length} y2={y + 6} stroke={line} strokeWidth="2" />
      <text x={x} y={y + fontSize + 12} fontSize={fontSize}>
        {axisStart}
      </text>
      <text x={x + length} y={y + fontSize + 12} fontSize={fontSize} textAnchor="end">
        {axisEnd}
      </text>
    </>
  );
}

/** Desktop: each row's label on the left, its bar and note to the right, on one time scale. */
function wideLayout(): Layout {
  const barX = 230;
  const barMaxWidth = 460;
  const rowHeight = 70;
  const top = 30;
  const axisY = top + rows.length * rowHeight + 10;
  const height = axisY + 40;
  return {
    width: 720,
    height,
    content: (
      <>
        <rect
          x="1"
          y="1"
          width="718"
          height={height - 2}
          rx="8"
          fill={surface}
          stroke={line}
          strokeWidth="1"
        />
        {rows.map((row, i) => {
          const y = top + i * rowHeight;
          return (
            <g key={row.label}>
              <text x="20" y={y + 20} fontSize="16" fontWeight="600">
                {row.label}
              </text>
              <rect
                x={barX}
                y={y + 4}
                width={widthFor(row.days, barMaxWidth)}
                height="22"
                rx="4"
                fill={primary}
              />
              <text x={barX} y={y + 48} fontSize="15">
                {row.note}
              </text>
            </g>
          );
        })}
        <Axis x={barX} y={axisY} length={barMaxWidth} fontSize={14} />
      </>
    ),
  };
}

/** Phones: each row's label, then its bar, then its note (wrapped), one under the other. */
function narrowLayout(): Layout {
  const width = 320;
  const x = 14;
  const barMaxWidth = width - 2 * x;
  const labelSize = 16;
  const noteSize = 14;
  const noteLine = 18;
  let y = 14;
  const drawn = rows.map((row) => {
    const notes = wrapText(row.note, charsThatFit(barMaxWidth, noteSize));
    const top = y;
    y += labelSize + 8 + 16 + 6 + notes.length * noteLine + 14;
    return (
      <g key={row.label}>
        <text x={x} y={top + labelSize} fontSize={labelSize} fontWeight="600">
          {row.label}
        </text>
        <rect
          x={x}
          y={top + labelSize + 8}
          width={widthFor(row.days, barMaxWidth)}
          height="16"
          rx="4"
          fill={primary}
        />
        <Lines
          lines={notes}
          x={x}
          y={top + labelSize + 8 + 16 + 6 + noteLine - 4}
          step={noteLine}
          fontSize={noteSize}
        />
      </g>
    );
  });
  const axisY = y + 4;
  const height = axisY + noteSize + 12 + 12;
  return {
    width,
    height,
    content: (
      <>
        <rect
          x="1"
          y="1"
          width={width - 2}
          height={height - 2}
          rx="8"
          fill={surface}
          stroke={line}
          strokeWidth="1"
        />
        {drawn}
        <Axis x={x} y={axisY} length={barMaxWidth} fontSize={noteSize} />
      </>
    ),
  };
}

export default function RetentionDiagram(): ReactNode {
  return (
    <Picture
      text={diagramText}
      id="retention-diagram"
      wide={wideLayout()}
      narrow={narrowLayout()}
      caption="Drawn to scale."
    />
  );
}
