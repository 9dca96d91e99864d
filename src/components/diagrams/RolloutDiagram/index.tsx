import type {ReactNode} from 'react';
import {diagramText} from './text';

export {diagramText};

/**
 * The order of a Teams rollout of the app, as five boxes joined by arrows.
 * The same steps are listed as text on the Setup assistance page, so
 * nothing is only in the picture; its title and description are in
 * ./text.ts (also printed in the page's Markdown twin). Colors come from
 * Infima CSS variables so the diagram is right in light and dark mode.
 */

interface Step {
  number: string;
  lines: [string, string];
}

const steps: readonly Step[] = [
  {number: '1', lines: ['Allow', 'the app']},
  {number: '2', lines: ['Grant', 'consent']},
  {number: '3', lines: ['Pilot, then', 'everyone']},
  {number: '4', lines: ['Pin with a', 'setup policy']},
  {number: '5', lines: ['Tell users;', 'open it once']},
];

const BOX_WIDTH = 124;
const BOX_HEIGHT = 112;
const GAP = 25;
const TOP = 16;
const LEFT = 2;

const titleId = 'rollout-diagram-title';
const descId = 'rollout-diagram-desc';
const arrowId = 'rollout-diagram-arrow';

export default function RolloutDiagram(): ReactNode {
  const width = LEFT * 2 + steps.length * BOX_WIDTH + (steps.length - 1) * GAP;
  const height = TOP * 2 + BOX_HEIGHT;
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        xmlns="http://www.w3.org/2000/svg">
        <title id={titleId}>{diagramText.title}</title>
        <desc id={descId}>{diagramText.description}</desc>
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto">
            <path d="M0,0 L10,5 L0,10 z" fill="var(--ifm-color-primary)" />
          </marker>
        </defs>
        {steps.map((step, index) => {
          const x = LEFT + index * (BOX_WIDTH + GAP);
          const centerX = x + BOX_WIDTH / 2;
          return (
            <g key={step.number}>
              <rect
                x={x}
                y={TOP}
                width={BOX_WIDTH}
                height={BOX_HEIGHT}
                rx="10"
                fill="var(--ifm-background-surface-color)"
                stroke="var(--ifm-color-emphasis-600)"
                strokeWidth="1.5"
              />
              <text
                x={centerX}
                y={TOP + 32}
                textAnchor="middle"
                fontSize="20"
                fontWeight="700"
                fill="var(--ifm-color-primary)">
                {step.number}
              </text>
              <text
                x={centerX}
                y={TOP + 64}
                textAnchor="middle"
                fontSize="15"
                fill="var(--ifm-font-color-base)">
                {step.lines[0]}
              </text>
              <text
                x={centerX}
                y={TOP + 86}
                textAnchor="middle"
                fontSize="15"
                fill="var(--ifm-font-color-base)">
                {step.lines[1]}
              </text>
              {index < steps.length - 1 && (
                <line
                  x1={x + BOX_WIDTH + 3}
                  y1={TOP + BOX_HEIGHT / 2}
                  x2={x + BOX_WIDTH + GAP - 3}
                  y2={TOP + BOX_HEIGHT / 2}
                  stroke="var(--ifm-color-primary)"
                  strokeWidth="2"
                  markerEnd={`url(#${arrowId})`}
                />
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        Rollout order: allow the app, grant consent, set availability (pilot first, then
        everyone), pin it with a setup policy, then tell users and ask them to open the app once.
      </figcaption>
    </figure>
  );
}
