import {useId} from 'react';
import type {ReactNode} from 'react';
import {Lines, Picture, charsThatFit, colors, wrapText, type Layout} from '../Picture';
import {Arrow, Arrowhead} from '../arrow';
import {diagramText, steps, type Step} from './text';

/**
 * How data flows from Microsoft Teams to an insight, as five stacked steps.
 * Its steps, title and description are in ./text.ts (the page's Markdown
 * twin prints the same words); every product number comes from
 * src/data/facts.ts, and every color is a CSS variable, so the picture
 * stays right after a product change and in both light and dark mode. The
 * page that shows it lists the same steps beside it, so nothing is only in
 * the picture, and the picture has no caption to say them a third time.
 * Drawn twice (../Picture.tsx): numbered boxes with
 * one line per item where the column is wide; narrower boxes, with the
 * number in the box and the words wrapped, where it is narrow.
 */

const {border, surface, primary} = colors;

/** Arrowhead size in each layout's units (../arrow.tsx keeps it clear of the box it points to). */
const WIDE_ARROW = 14;
const NARROW_ARROW = 12;

/** Desktop: a numbered circle beside each box, the box's title and one line per item. */
function wideLayout(arrowId: string): Layout {
  const WIDTH = 720;
  const BOX_X = 70;
  const BOX_WIDTH = 630;
  const TITLE_SIZE = 19;
  const LINE_SIZE = 16;
  const LINE_HEIGHT = 24;
  const PADDING_TOP = 34;
  const PADDING_BOTTOM = 18;
  const GAP = 40;

  const boxHeight = (step: Step) =>
    PADDING_TOP +
    step.lines.length * LINE_HEIGHT +
    PADDING_BOTTOM +
    (step.lastLineIsExclusion ? 8 : 0);

  let y = 10;
  const layout = steps.map((step) => {
    const top = y;
    const height = boxHeight(step);
    y += height + GAP;
    return {step, top, height};
  });
  const height = y - GAP + 10;

  return {
    width: WIDTH,
    height,
    content: layout.map(({step, top, height: h}, index) => {
      const next = layout[index + 1];
      const exclusionY = top + PADDING_TOP + (step.lines.length - 1) * LINE_HEIGHT + 8;
      // The last line of a step that ends with what is never read, under a dashed divider, in
      // italics.
      const items = step.lastLineIsExclusion ? step.lines.slice(0, -1) : step.lines;
      const exclusion = step.lastLineIsExclusion ? step.lines.at(-1) : undefined;
      return (
        <g key={step.title}>
          <circle cx={32} cy={top + h / 2} r={20} fill={surface} stroke={primary} strokeWidth={3} />
          <text
            x={32}
            y={top + h / 2}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={TITLE_SIZE}
            fontWeight={700}>
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
          <text x={BOX_X + 18} y={top + 26} fontSize={TITLE_SIZE} fontWeight={700}>
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
          <Lines
            lines={items}
            x={BOX_X + 18}
            y={top + PADDING_TOP + LINE_HEIGHT - 4}
            step={LINE_HEIGHT}
            fontSize={LINE_SIZE}
          />
          {exclusion && (
            <text
              x={BOX_X + 18}
              y={exclusionY + LINE_HEIGHT - 4}
              fontSize={LINE_SIZE}
              fontStyle="italic">
              {exclusion}
            </text>
          )}
          {next ? (
            <Arrow
              x={BOX_X + BOX_WIDTH / 2}
              from={top + h}
              to={next.top}
              size={WIDE_ARROW}
              marker={arrowId}
              width={3}
            />
          ) : null}
        </g>
      );
    }),
  };
}

/** Phones: full-width boxes, the number beside the wrapped title, each item wrapped under it. */
function narrowLayout(arrowId: string): Layout {
  const WIDTH = 320;
  const PAD = 12;
  const NUMBER_X = PAD + 12;
  const TITLE_X = PAD + 32;
  const TITLE_SIZE = 16;
  const TITLE_LINE = 21;
  const LINE_SIZE = 14;
  const LINE_HEIGHT = 19;
  const ITEM_GAP = 5;
  const GAP = 36;
  const titleChars = charsThatFit(WIDTH - PAD - TITLE_X, TITLE_SIZE, true);
  const lineChars = charsThatFit(WIDTH - 2 * (PAD + 2), LINE_SIZE);

  let y = 2;
  const boxes = steps.map((step, index) => {
    const top = y;
    const title = wrapText(step.title, titleChars);
    const items = step.lines.map((line) => wrapText(line, lineChars));
    let cursor = top + PAD + title.length * TITLE_LINE + 4;
    const drawnItems = items.map((lines, itemIndex) => {
      const isExclusion = step.lastLineIsExclusion && itemIndex === items.length - 1;
      const dividerY = cursor + 4;
      if (isExclusion) cursor += 10;
      const first = cursor + ITEM_GAP;
      cursor = first + lines.length * LINE_HEIGHT;
      return (
        <g key={step.lines[itemIndex]}>
          {isExclusion && (
            <line
              x1={PAD + 2}
              x2={WIDTH - PAD - 2}
              y1={dividerY}
              y2={dividerY}
              stroke={border}
              strokeDasharray="6 4"
            />
          )}
          <Lines
            lines={lines}
            x={PAD + 2}
            y={first + LINE_HEIGHT - 5}
            step={LINE_HEIGHT}
            fontSize={LINE_SIZE}
            fontStyle={isExclusion ? 'italic' : undefined}
          />
        </g>
      );
    });
    const height = cursor - top + PAD;
    y += height + GAP;
    return {
      top,
      height,
      drawn: (
        <g key={step.title}>
          <rect
            x={2}
            y={top}
            width={WIDTH - 4}
            height={height}
            rx={10}
            fill={surface}
            stroke={border}
            strokeWidth={1.5}
          />
          <circle
            cx={NUMBER_X}
            cy={top + PAD + TITLE_LINE / 2}
            r={12}
            fill={surface}
            stroke={primary}
            strokeWidth={2.5}
          />
          <text
            x={NUMBER_X}
            y={top + PAD + TITLE_LINE / 2}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={TITLE_SIZE}
            fontWeight={700}>
            {index + 1}
          </text>
          <Lines
            lines={title}
            x={TITLE_X}
            y={top + PAD + TITLE_LINE - 5}
            step={TITLE_LINE}
            fontSize={TITLE_SIZE}
            fontWeight={700}
          />
          {drawnItems}
        </g>
      ),
    };
  });
  const height = y - GAP + 2;
  return {
    width: WIDTH,
    height,
    content: boxes.map(({top, height: h, drawn}, index) => {
      const next = boxes[index + 1];
      return (
        <g key={top}>
          {drawn}
          {next && (
            <Arrow
              x={WIDTH / 2}
              from={top + h}
              to={next.top}
              size={NARROW_ARROW}
              marker={`${arrowId}-narrow`}
              width={3}
            />
          )}
        </g>
      );
    }),
  };
}

export default function DataFlowDiagram(): ReactNode {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const arrowId = `dataflow-arrow-${id}`;
  return (
    <Picture
      text={diagramText}
      id={`dataflow-${id}`}
      wide={wideLayout(arrowId)}
      narrow={narrowLayout(arrowId)}
      defs={
        <>
          <Arrowhead id={arrowId} size={WIDE_ARROW} color={primary} />
          <Arrowhead id={`${arrowId}-narrow`} size={NARROW_ARROW} color={primary} />
        </>
      }
    />
  );
}
