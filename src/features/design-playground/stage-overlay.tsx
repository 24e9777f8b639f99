import type { PointerEvent } from 'react';
import type { Box } from '#server/modules/design/design.geometry';
import type { Guide } from './design-editing';

/**
 * What the stage draws over the design: the snapping guides while a block is dragged, the
 * outline of every block a check is about, and the selection's outline with its corner handles.
 * Strokes keep their width on screen at any zoom (non-scaling), handles their size.
 */

export const SELECTED = '#1c7ed6';
export const CHECKED = '#e8590c';
const GUIDE = '#d6336c';

const thin = { vectorEffect: 'non-scaling-stroke' as const, fill: 'none' };

export function GuideLines({ guides, face }: { guides: Guide[]; face: Box }) {
  return (
    <g aria-hidden="true" pointerEvents="none" data-stage="guides">
      {guides.map((guide) =>
        guide.axis === 'x' ? (
          <line
            key={`x${guide.atIn}`}
            data-guide={guide.kind}
            x1={face.xIn + guide.atIn}
            x2={face.xIn + guide.atIn}
            y1={face.yIn}
            y2={face.yIn + face.heightIn}
            stroke={GUIDE}
            strokeWidth={1.5}
            strokeDasharray={guide.kind === 'margin' ? '6 4' : undefined}
            style={thin}
          />
        ) : (
          <line
            key={`y${guide.atIn}`}
            data-guide={guide.kind}
            x1={face.xIn}
            x2={face.xIn + face.widthIn}
            y1={face.yIn + guide.atIn}
            y2={face.yIn + guide.atIn}
            stroke={GUIDE}
            strokeWidth={1.5}
            strokeDasharray={guide.kind === 'margin' ? '6 4' : undefined}
            style={thin}
          />
        ),
      )}
    </g>
  );
}

const CURSORS = ['nwse-resize', 'nesw-resize', 'nesw-resize', 'nwse-resize'];

/**
 * A block's outline: orange and dashed when a check is about it, blue with four corner handles
 * when selected; a handle, taken by a pointer, resizes the block (the page's fields do it by keyboard).
 */
export function BlockOutline({
  box,
  selected,
  checked,
  handleIn,
  onHandle,
}: {
  box: Box;
  selected: boolean;
  checked: boolean;
  /** A handle's side in scene inches at the current zoom (about 10 screen pixels). */
  handleIn: number;
  onHandle(event: PointerEvent<SVGRectElement>): void;
}) {
  if (!selected && !checked) return null;
  const pad = handleIn * 0.4;
  const x = box.xIn - pad;
  const y = box.yIn - pad;
  const w = box.widthIn + 2 * pad;
  const h = box.heightIn + 2 * pad;
  const corners = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ] as const;
  return (
    <g aria-hidden="true" pointerEvents="none" data-stage={selected ? 'selection' : 'checked'}>
      {checked && (
        <rect
          x={x - (selected ? pad : 0)}
          y={y - (selected ? pad : 0)}
          width={w + (selected ? 2 * pad : 0)}
          height={h + (selected ? 2 * pad : 0)}
          stroke={CHECKED}
          strokeWidth={2}
          strokeDasharray="5 3"
          style={thin}
        />
      )}
      {selected && (
        <>
          <rect x={x} y={y} width={w} height={h} stroke={SELECTED} strokeWidth={2} style={thin} />
          {corners.map(([cx, cy], index) => (
            <g key={index}>
              <rect
                x={cx - handleIn / 2}
                y={cy - handleIn / 2}
                width={handleIn}
                height={handleIn}
                fill="#fff"
                stroke={SELECTED}
                strokeWidth={1.5}
                vectorEffect="non-scaling-stroke"
              />
              {/* A larger, invisible place to take hold of it: a fingertip is wider than the handle. */}
              <rect
                data-handle={index}
                x={cx - handleIn * 1.2}
                y={cy - handleIn * 1.2}
                width={handleIn * 2.4}
                height={handleIn * 2.4}
                fill="none"
                pointerEvents="all"
                style={{ cursor: CURSORS[index], touchAction: 'none' }}
                onPointerDown={(event) => {
                  event.stopPropagation();
                  event.preventDefault();
                  onHandle(event);
                }}
              />
            </g>
          ))}
        </>
      )}
    </g>
  );
}
