import type {ReactNode} from 'react';
import {facts} from '@site/src/data/facts';
import {diagramText} from './text';

export {diagramText};

/**
 * Retention timeline for the User privacy page. Values come from
 * src/data/facts.ts, so a change to a retention period updates the picture;
 * its title and description are in ./text.ts (also printed in the page's
 * Markdown twin).
 * Colors use Infima CSS variables only, so it works in light and dark mode.
 */

const AVERAGE_DAYS_PER_MONTH = 30.44;

const barX = 230;
const barMaxWidth = 460;
const totalDays = facts.aggregateRetentionMonths * AVERAGE_DAYS_PER_MONTH;

function widthFor(days: number): number {
  return Math.max(8, Math.round((days / totalDays) * barMaxWidth));
}

interface Row {
  label: string;
  days: number;
  note: string;
}

const rows: Row[] = [
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

const text = 'var(--ifm-font-color-base)';
const primary = 'var(--ifm-color-primary)';
const line = 'var(--ifm-color-emphasis-600)';
const surface = 'var(--ifm-background-surface-color)';

export default function RetentionDiagram(): ReactNode {
  const rowHeight = 70;
  const top = 30;
  const axisY = top + rows.length * rowHeight + 10;
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby="retention-diagram-title retention-diagram-desc"
        viewBox={`0 0 720 ${axisY + 40}`}
        width="100%"
        style={{maxWidth: '720px', height: 'auto'}}
        xmlns="http://www.w3.org/2000/svg">
        <title id="retention-diagram-title">{diagramText.title}</title>
        <desc id="retention-diagram-desc">{diagramText.description}</desc>
        <rect
          x="1"
          y="1"
          width="718"
          height={axisY + 38}
          rx="8"
          fill={surface}
          stroke={line}
          strokeWidth="1"
        />
        {rows.map((row, i) => {
          const y = top + i * rowHeight;
          return (
            <g key={row.label}>
              <text x="20" y={y + 20} fontSize="16" fontWeight="600" fill={text}>
                {row.label}
              </text>
              <rect
                x={barX}
                y={y + 4}
                width={widthFor(row.days)}
                height="22"
                rx="4"
                fill={primary}
              />
              <text x={barX} y={y + 48} fontSize="15" fill={text}>
                {row.note}
              </text>
            </g>
          );
        })}
        <line x1={barX} y1={axisY} x2={barX + barMaxWidth} y2={axisY} stroke={line} strokeWidth="2" />
        <line x1={barX} y1={axisY - 6} x2={barX} y2={axisY + 6} stroke={line} strokeWidth="2" />
        <line
          x1={barX + barMaxWidth}
          y1={axisY - 6}
          x2={barX + barMaxWidth}
          y2={axisY + 6}
          stroke={line}
          strokeWidth="2"
        />
        <text x={barX} y={axisY + 26} fontSize="14" fill={text}>
          When the data is created
        </text>
        <text x={barX + barMaxWidth} y={axisY + 26} fontSize="14" fill={text} textAnchor="end">
          {`${facts.aggregateRetentionMonths} months`}
        </text>
      </svg>
      <figcaption>
        Retention periods, drawn to scale: raw metadata and chat prompts are short-lived; only weekly
        aggregates are kept longer.
      </figcaption>
    </figure>
  );
}
