import type {ReactNode} from 'react';
import {Picture, type Layout} from '../Picture';
import {diagramText} from './text';

export {diagramText};

/**
 * The order of a Teams rollout of the app, as five boxes joined by arrows.
 * The same steps are listed as text on the Setup assistance page, so
 * nothing is only in the picture; its title and description are in
 * ./text.ts (also printed in the page's Markdown twin). Colors come from
 * Infima CSS variables so the diagram is right in light and dark mode.
 * Drawn twice (../Picture.tsx): a row of boxes where the column is wide, a
 * column of boxes, in the same order, where it is narrow.
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

const arrowId = 'rollout-diagram-arrow';

const box = {fill: 'var(--ifm-background-surface-color)', stroke: 'var(--ifm-color-emphasis-600)', strokeWidth: '1.5'};
const arrow = {stroke: 'var(--ifm-color-primary)', strokeWidth: '2', markerEnd: `url(#${arrowId})`};

/** Desktop: the steps left to right, each a box with its number over its two lines. */
function wideLayout(): Layout {
  const BOX_WIDTH = 124;
  const BOX_HEIGHT = 112;
  const GAP = 25;
  const TOP = 16;
  const LEFT = 2;
  return {
    width: LEFT * 2 + steps.length * BOX_WIDTH + (steps.length - 1) * GAP,
    height: TOP * 2 + BOX_HEIGHT,
    content: steps.map((step, index) => {
      const x = LEFT + index * (BOX_WIDTH + GAP);
      const centerX = x + BOX_WIDTH / 2;
      return (
        <g key={step.number}>
          <rect x={x} y={TOP} width={BOX_WIDTH} height={BOX_HEIGHT} rx="10" {...box} />
          <text x={centerX} y={TOP + 32} textAnchor="middle" fontSize="20" fontWeight="700" fill="var(--ifm-color-primary)">
            {step.number}
          </text>
          <text x={centerX} y={TOP + 64} textAnchor="middle" fontSize="15" fill="var(--ifm-font-color-base)">
            {step.lines[0]}
          </text>
          <text x={centerX} y={TOP + 86} textAnchor="middle" fontSize="15" fill="var(--ifm-font-color-base)">
            {step.lines[1]}
          </text>
          {index < steps.length - 1 && (
            <line x1={x + BOX_WIDTH + 3} y1={TOP + BOX_HEIGHT / 2} x2={x + BOX_WIDTH + GAP - 3} y2={TOP + BOX_HEIGHT / 2} {...arrow} />
          )}
        </g>
      );
    }),
  };
}

/** Phones: the steps top to bottom, each a box with its number beside its words. */
function narrowLayout(): Layout {
  const WIDTH = 320;
  const BOX_HEIGHT = 46;
  const GAP = 22;
  const TOP = 2;
  return {
    width: WIDTH,
    height: TOP * 2 + steps.length * BOX_HEIGHT + (steps.length - 1) * GAP,
    maxWidth: 400,
    content: steps.map((step, index) => {
      const y = TOP + index * (BOX_HEIGHT + GAP);
      return (
        <g key={step.number}>
          <rect x={2} y={y} width={WIDTH - 4} height={BOX_HEIGHT} rx="10" {...box} />
          <text x={28} y={y + BOX_HEIGHT / 2} textAnchor="middle" dominantBaseline="central" fontSize="20" fontWeight="700" fill="var(--ifm-color-primary)">
            {step.number}
          </text>
          <text x={52} y={y + BOX_HEIGHT / 2} dominantBaseline="central" fontSize="16" fill="var(--ifm-font-color-base)">
            {step.lines.join(' ')}
          </text>
          {index < steps.length - 1 && <line x1={WIDTH / 2} y1={y + BOX_HEIGHT + 2} x2={WIDTH / 2} y2={y + BOX_HEIGHT + GAP - 3} {...arrow} />}
        </g>
      );
    }),
  };
}

export default function RolloutDiagram(): ReactNode {
  return (
    <Picture
      text={diagramText}
      id="rollout-diagram"
      wide={wideLayout()}
      narrow={narrowLayout()}
      defs={
        <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="var(--ifm-color-primary)" />
        </marker>
      }
      caption="Rollout order: allow the app, grant consent, set availability (pilot first, then everyone), pin it with a setup policy, then tell users and ask them to open the app once."
    />
  );
}
