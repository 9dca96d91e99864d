import {useId} from 'react';
import type {ReactNode} from 'react';
import {facts} from '@site/src/data/facts';
import {diagramText, steps, type Step} from './text';

export {diagramText};

/**
 * How data flows from Microsoft Teams to an insight, as five stacked steps.
 * Its steps, title and description are in ./text.ts (the page's Markdown
 * twin prints the same words); every product number comes from
 * src/data/facts.ts, and every color is a CSS variable, so the picture
 * stays right after a product change and in both light and dark mode. The
 * page that shows it repeats the same steps as a numbered list, so nothing
 * is only in the picture.
 */

const WIDTH = 720;
const BOX_X = 70;
const BOX_WIDTH = 630;
const TITLE_SIZE = 19;
const LINE_SIZE = 16;
const LINE_HEIGHT = 24;
const PADDING_TOP = 34;
const PADDING_BOTTOM = 18;
const GAP = 40;

function boxHeight(step: Step): number {
  return PADDING_TOP + step.lines.length * LINE_HEIGHT + PADDING_BOTTOM + (step.lastLineIsExclusion ? 8 : 0);
}

export default function DataFlowDiagram(): ReactNode {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `dataflow-title-${id}`;
  const descId = `dataflow-desc-${id}`;
  const arrowId = `dataflow-arrow-${id}`;

  let y = 10;
  const layout = steps.map((step) => {
    const top = y;
    const height = boxHeight(step);
    y += height + GAP;
    return {step, top, height};
  });
  const height = y - GAP + 10;

  const border = 'var(--ifm-color-emphasis-600)';
  const surface = 'var(--ifm-background-surface-color)';
  const text = 'var(--ifm-font-color-base)';
  const primary = 'var(--ifm-color-primary)';

  return (
    <figure style={{margin: '1.5rem 0'}}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{maxWidth: `${WIDTH}px`, height: 'auto', display: 'block'}}
        xmlns="http://www.w3.org/2000/svg">
        <title id={titleId}>{diagramText.title}</title>
        <desc id={descId}>{diagramText.description}</desc>
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill={primary} />
          </marker>
        </defs>
        {layout.map(({step, top, height: h}, index) => {
          const next = layout[index + 1];
          const exclusionY = top + PADDING_TOP + (step.lines.length - 1) * LINE_HEIGHT + 8;
          return (
            <g key={step.title}>
              <circle cx={32} cy={top + h / 2} r={20} fill={surface} stroke={primary} strokeWidth={3} />
              <text
                x={32}
                y={top + h / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={TITLE_SIZE}
                fontWeight={700}
                fill={text}>
                {index + 1}
              </text>
              <rect
                x={BOX_X}
                y={top}
                width={BOX_WIDTH}
                height={h}
                rx={10}
                fill={surface}
                stroke={border}
                strokeWidth={1.5}
              />
              <text x={BOX_X + 18} y={top + 26} fontSize={TITLE_SIZE} fontWeight={700} fill={text}>
                {step.title}
              </text>
              {step.lastLineIsExclusion ? (
                <line
                  x1={BOX_X + 18}
                  x2={BOX_X + BOX_WIDTH - 18}
                  y1={exclusionY}
                  y2={exclusionY}
                  stroke={border}
                  strokeDasharray="6 4"
                />
              ) : null}
              {step.lines.map((line, lineIndex) => {
                const isExclusion = step.lastLineIsExclusion && lineIndex === step.lines.length - 1;
                return (
                  <text
                    key={line}
                    x={BOX_X + 18}
                    y={top + PADDING_TOP + (lineIndex + 1) * LINE_HEIGHT - 4 + (isExclusion ? 8 : 0)}
                    fontSize={LINE_SIZE}
                    fontStyle={isExclusion ? 'italic' : undefined}
                    fill={text}>
                    {line}
                  </text>
                );
              })}
              {next ? (
                <line
                  x1={BOX_X + BOX_WIDTH / 2}
                  x2={BOX_X + BOX_WIDTH / 2}
                  y1={top + h + 2}
                  y2={next.top - 4}
                  stroke={primary}
                  strokeWidth={3}
                  markerEnd={`url(#${arrowId})`}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        How collaboration metadata becomes a team insight: the app keeps metadata only, computes insights every{' '}
        {facts.refreshDay} from the last {facts.windowDays} days, shows team figures only for groups of at least{' '}
        {facts.minGroupSize} people, and labels AI-written text “{facts.aiLabel}”.
      </figcaption>
    </figure>
  );
}
