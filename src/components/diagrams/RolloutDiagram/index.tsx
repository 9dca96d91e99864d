import type {ReactNode} from 'react';
import {Lines, Picture, colors, type Layout} from '../Picture';
import {Arrow, Arrowhead} from '../arrow';
import {diagramText} from './text';

/**
 * The order of a Teams rollout of the app, as five boxes joined by arrows.
 * The same steps are listed as text beside it on the Setup assistance page,
 * so nothing is only in the picture and it needs no caption; its title and description are in
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

/** Arrowhead size in layout units (../arrow.tsx keeps it clear of the box it points to). */
const ARROW = 10;

const box = {fill: colors.surface, stroke: colors.border, strokeWidth: '1.5'};

/** Desktop: the steps left to right, each a box with its number over its two lines. */
function wideLayout(): Layout {
  const BOX_WIDTH = 124;
  const BOX_HEIGHT = 112;
  const GAP = 32;
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
          <text
            x={centerX}
            y={TOP + 32}
            textAnchor="middle"
            fontSize="20"
            fontWeight="700"
            fill={colors.primary}>
            {step.number}
          </text>
          <Lines
            lines={step.lines}
            x={centerX}
            y={TOP + 64}
            step={22}
            textAnchor="middle"
            fontSize="15"
          />
          {index < steps.length - 1 && (
            <Arrow
              y={TOP + BOX_HEIGHT / 2}
              from={x + BOX_WIDTH}
              to={x + BOX_WIDTH + GAP}
              size={ARROW}
              marker={arrowId}
              width={2}
            />
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
  const GAP = 30;
  const TOP = 2;
  return {
    width: WIDTH,
    height: TOP * 2 + steps.length * BOX_HEIGHT + (steps.length - 1) * GAP,
    content: steps.map((step, index) => {
      const y = TOP + index * (BOX_HEIGHT + GAP);
      return (
        <g key={step.number}>
          <rect x={2} y={y} width={WIDTH - 4} height={BOX_HEIGHT} rx="10" {...box} />
          <text
            x={28}
            y={y + BOX_HEIGHT / 2}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="20"
            fontWeight="700"
            fill={colors.primary}>
            {step.number}
          </text>
          <text x={52} y={y + BOX_HEIGHT / 2} dominantBaseline="central" fontSize="16">
            {step.lines.join(' ')}
          </text>
          {index < steps.length - 1 && (
            <Arrow
              x={WIDTH / 2}
              from={y + BOX_HEIGHT}
              to={y + BOX_HEIGHT + GAP}
              size={ARROW}
              marker={arrowId}
              width={2}
            />
          )}
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
      defs={<Arrowhead id={arrowId} size={ARROW} color={colors.primary} />}
    />
  );
}
