/**
 * Arrows between the boxes of a diagram, drawn so that the arrowhead never
 * touches the box it points to, at any width and in either color mode.
 *
 * The arrowhead's size is in the layout's own units (`userSpaceOnUse`), not
 * in multiples of the line's width, and its tip is placed exactly: the
 * line stops `size` units short of the tip, and the tip stops `ARROW_GAP`
 * units short of the outside of the target box's border. No layout is
 * shown smaller than 0.85 of its own size (Picture.tsx: a 320-unit narrow
 * layout in a 288 px column; the widest wide layout, 752 units, in a 640 px
 * column), so the gap is at least 5 CSS pixels wherever a diagram is shown.
 */
import type {ReactNode} from 'react';
import {colors} from './Picture';

/** Space between an arrowhead's tip and the outside of the border it points to, in layout units. */
const ARROW_GAP = 6;

/** Space between the outside of the source box's border and the start of the arrow's line. */
const ARROW_START_GAP = 2;

/** How far a box's border reaches outside its edge: half its stroke width (1.5). */
const BORDER_OUTSET = 0.75;

/** An arrowhead marker whose tip is `size` units ahead of the end of the line that uses it. */
export function Arrowhead({id, size, color}: {id: string; size: number; color: string}): ReactNode {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="0"
      refY="5"
      markerWidth={size}
      markerHeight={size}
      markerUnits="userSpaceOnUse"
      orient="auto">
      <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
    </marker>
  );
}

/**
 * Where an arrow's line starts and ends along its axis, from the edge of the
 * box it leaves to the edge of the box it points to (the target lies further
 * along the axis), for an arrowhead of `size` units. Throws when there is no
 * room for a line, so a layout change that would make an arrowhead touch a
 * box fails the build instead.
 */
function arrowSpan(
  fromEdge: number,
  toEdge: number,
  size: number,
): {start: number; end: number; tip: number} {
  const start = fromEdge + BORDER_OUTSET + ARROW_START_GAP;
  const tip = toEdge - BORDER_OUTSET - ARROW_GAP;
  const end = tip - size;
  if (end - start < 2) {
    throw new Error(
      `diagram arrow: ${toEdge - fromEdge} units between the boxes leave no room for a ${size}-unit arrowhead ${ARROW_GAP} units from the box; widen the gap`,
    );
  }
  return {start, end, tip};
}

type ArrowProps = {
  x?: number;
  y?: number;
  from: number;
  to: number;
  size: number;
  marker: string;
  width: number;
};

/**
 * An arrow from the edge of one box (`from`) to the edge of the next (`to`):
 * down, at `x`, or right, at `y`, ending in the arrowhead marker `marker` of
 * `size` units.
 */
export function Arrow({x, y, from, to, size, marker, width}: ArrowProps): ReactNode {
  const {start, end} = arrowSpan(from, to, size);
  const [x1, x2, y1, y2] = x === undefined ? [start, end, y, y] : [x, x, start, end];
  return (
    <line
      x1={x1}
      x2={x2}
      y1={y1}
      y2={y2}
      stroke={colors.primary}
      strokeWidth={width}
      markerEnd={`url(#${marker})`}
    />
  );
}
