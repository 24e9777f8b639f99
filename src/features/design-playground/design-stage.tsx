import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type JSX,
} from 'react';
import { Button } from '#src/components/plain';
import type { DesignCheck } from '#server/modules/design/design.checks';
import { geometryOf, type GraniteLook } from '#server/modules/design/design.drawing';
import type { DesignOptions } from '#server/modules/design/design.options';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { loadFaces } from './design-faces';
import { StageBlockView } from './stage-block';
import { StoneLayer } from './stage-drawing';
import { useStageGestures } from './stage-gestures';
import { blockKey, type KeyContext } from './stage-keys';
import {
  blockBox,
  blockName,
  checksByBlock,
  checksDescription,
  clampView,
  fitView,
  graniteLook,
  MAX_ZOOM,
  stageBlocks,
  viewBoxOf,
  zoomOf,
  zoomView,
  type StageBlock,
  type View,
} from './stage-model';
import { BlockOutline, GuideLines } from './stage-overlay';

/**
 * The design playground's stage (issue 34 points 2-7; decision record 253): the design drawn in
 * true proportion as SVG in inches, from the same geometry and lettering layout the server
 * renders with; blocks dragged with a mouse or a finger and snapped to the centre lines and
 * margins with guides, moved by the arrow keys, removed with Delete; the view zoomed with two
 * fingers, Ctrl + wheel or the buttons under it, inside its own box (the page never scrolls
 * sideways).
 */

export interface DesignStageProps {
  design: DesignConfiguration;
  /** Granites (tone/photo), emblems, artworks, kinds' limits. */
  options: DesignOptions;
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** commit false while a drag is in progress (no undo step), true when released or nudged. */
  onChange(next: DesignConfiguration, how: { commit: boolean }): void;
  /** To mark blocks with a problem. */
  checks: DesignCheck[];
  /** The accessible name (the plain description). */
  label: string;
}

const STAGE_CSS = `
.design-stage-block:focus { outline: none; }
.design-stage-block:focus-visible .design-stage-hit {
  stroke: #1c7ed6; stroke-width: 3px; stroke-dasharray: 4 3; vector-effect: non-scaling-stroke;
}`;

/** A handle's side on screen, in pixels. */
const HANDLE_PX = 10;
const ZOOM_STEP = 1.5;

export function DesignStage(props: DesignStageProps): JSX.Element {
  const { design, options, selectedId, onSelect, onChange, checks, label } = props;
  const geometry = useGeometry(design, options);
  const granite = useMemo(() => graniteLook(options, design.stone.granite), [options, design.stone.granite]);
  const { fit, view, zoom, setView, zoomBy } = useStageView(geometry);
  const svgRef = useRef<SVGSVGElement>(null);
  const pxWidth = useWidth(svgRef);
  const items = useMemo(() => stageBlocks(design), [design]);
  const marks = useMemo(() => checksByBlock(checks), [checks]);
  const faceBox = geometry.face.box;
  const face = useMemo(() => ({ ...faceBox, marginIn: geometry.face.marginIn }), [faceBox, geometry.face.marginIn]);
  const { drag, busy, gestures } = useStageGestures(svgRef, {
    design,
    face,
    fit,
    view,
    selectedId,
    onSelect,
    onChange,
    setView,
  });
  const clipId = `design-stage-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${clipId}-hint`;
  const { stageRef, register, onKey } = useBlockKeys({ design, selectedId, onSelect, onChange, items });
  const onPress = useCallback(
    (event: PointerEvent<SVGGElement>, item: StageBlock) => gestures.press(event, item),
    [gestures],
  );
  useEffect(() => void loadFaces(), []);

  const perPx = view.widthIn / Math.max(1, pxWidth);
  // The block being dragged is drawn as it was grabbed, moved by the drag (nothing is laid out again).
  const shown = items.map((item) => {
    const held = drag?.start.id === item.block.id ? drag : null;
    const dxIn = held?.place ? held.place.xIn - held.start.xIn : 0;
    const dyIn = held?.place ? held.place.yIn - held.start.yIn : 0;
    return { item: held ? held.item : item, name: blockName(item, options), dxIn, dyIn };
  });

  return (
    <div ref={stageRef} tabIndex={-1} style={{ width: '100%', maxWidth: '100%', outline: 'none' }}>
      <div style={{ ...FRAME_STYLE, aspectRatio: `${fit.widthIn} / ${fit.heightIn}` }}>
        {/* The stone on a layer of its own: a drag repaints the blocks, not the granite's photo. */}
        <svg viewBox={viewBoxOf(view)} width="100%" height="100%" aria-hidden="true" style={LAYER_STYLE}>
          <StoneLayer geometry={geometry} granite={granite} clipId={clipId} />
        </svg>
        <svg
          ref={svgRef}
          viewBox={viewBoxOf(view)}
          width="100%"
          height="100%"
          role="group"
          aria-label={label}
          aria-describedby={hintId}
          data-zoom={Math.round(zoom * 100)}
          // The page scrolls up and down over the stone, until a block is held, two fingers pinch or it is zoomed in.
          style={{ ...LAYER_STYLE, ...SVG_STYLE, touchAction: busy || zoom > 1.001 ? 'none' : 'pan-y' }}
          onPointerDown={(event) => gestures.press(event, null)}
          onPointerMove={(event) => gestures.move(event)}
          onPointerUp={(event) => gestures.release(event, false)}
          onPointerCancel={(event) => gestures.release(event, true)}
        >
          <style>{STAGE_CSS}</style>
          {shown.map(({ item, name, dxIn, dyIn }) => (
            <StageBlockView
              key={item.block.id}
              kind={item.kind}
              block={item.block}
              dxIn={dxIn}
              dyIn={dyIn}
              selected={selectedId === item.block.id}
              name={name}
              description={checksDescription(marks.get(item.block.id))}
              faceX={faceBox.xIn}
              faceY={faceBox.yIn}
              tone={granite.tone}
              artworks={options.artworks}
              padIn={perPx * 4}
              register={register}
              onPress={onPress}
              onKey={onKey}
            />
          ))}
          {shown.map(({ item, dxIn, dyIn }) => {
            const box = blockBox(item);
            return (
              <BlockOutline
                key={item.block.id}
                box={{ ...box, xIn: faceBox.xIn + box.xIn + dxIn, yIn: faceBox.yIn + box.yIn + dyIn }}
                selected={selectedId === item.block.id}
                checked={marks.has(item.block.id)}
                handleIn={perPx * HANDLE_PX}
                onHandle={(event) => gestures.pressHandle(event, item)}
              />
            );
          })}
          {drag?.place && <GuideLines guides={drag.place.guides} face={faceBox} />}
        </svg>
      </div>
      <StageControls zoom={zoom} hintId={hintId} graniteNote={graniteNote(granite)} onZoom={zoomBy} />
    </div>
  );
}

const FRAME_STYLE = {
  position: 'relative',
  width: '100%',
  maxHeight: '70vh',
  overflow: 'hidden',
  background: '#f1f3f5',
  borderRadius: 8,
} as const;
const LAYER_STYLE = { position: 'absolute', inset: 0, display: 'block' } as const;
// The blocks' layer is composited on its own (will-change), over the stone's.
const SVG_STYLE = { userSelect: 'none', WebkitUserSelect: 'none', willChange: 'transform' } as const;

/** Said under the stage when the granite has no photo: the drawing is honest about its colour. */
function graniteNote(granite: GraniteLook): string | null {
  if (granite.photoHref) return null;
  return granite.tone
    ? `${granite.name} is shown in its colour: we have no photo of it yet.`
    : `${granite.name} is shown in a plain grey: we have no photo of it yet.`;
}

/** The stone's drawing, kept while only blocks change (the price list's limits size its depth and base). */
function useGeometry(design: DesignConfiguration, options: DesignOptions) {
  const kind = options.kinds.find((item) => item.kind === design.stone.kind);
  const stoneLimits = kind?.limits ?? undefined;
  const baseLimits = kind?.baseLimits ?? undefined;
  const { stone, withBase } = design;
  return useMemo(
    () => geometryOf({ stone, withBase } as DesignConfiguration, { stone: stoneLimits, base: baseLimits }),
    [stone, withBase, stoneLimits, baseLimits],
  );
}

/** The part of the drawing in view: the whole stone (null), or closer, kept inside it. */
function useStageView(geometry: { widthIn: number; heightIn: number }) {
  const fit = useMemo(() => fitView(geometry), [geometry]);
  const [wanted, setView] = useState<View | null>(null);
  const view = useMemo(() => (wanted ? clampView(wanted, fit) : fit), [wanted, fit]);
  /** A factor (2: twice as close), or null for the whole stone. */
  const zoomBy = useCallback(
    (factor: number | null) => setView(factor ? zoomView(view, fit, factor) : null),
    [view, fit],
  );
  return { fit, view, zoom: zoomOf(view, fit), setView, zoomBy };
}

/** The blocks' keys, and where the focus goes when the focused block is removed. */
function useBlockKeys(current: Omit<KeyContext, 'afterRemove'> & { items: StageBlock[] }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<string, SVGGElement>());
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const register = useCallback((id: string, element: SVGGElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);
  const onKey = useCallback((event: KeyboardEvent<SVGGElement>, id: string) => {
    const afterRemove = (removed: string) => {
      // The focus goes to the next block (or the one before), else to the stage itself.
      const ids = latest.current.items.map((item) => item.block.id);
      const at = ids.indexOf(removed);
      const next = ids[at + 1] ?? ids[at - 1];
      requestAnimationFrame(() => {
        const element = next ? elements.current.get(next) : undefined;
        if (element) element.focus();
        else stageRef.current?.focus();
      });
    };
    if (blockKey(event, id, { ...latest.current, afterRemove })) event.preventDefault();
  }, []);
  return { stageRef, register, onKey };
}

/** The zoom buttons and the few words on how to move things, under the drawing. */
const StageControls = memo(function StageControls({
  zoom,
  hintId,
  graniteNote,
  onZoom,
}: {
  zoom: number;
  hintId: string;
  graniteNote: string | null;
  /** A factor (2: twice as close), or null for the whole stone. */
  onZoom(factor: number | null): void;
}) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 8 }}>
      <p id={hintId} style={{ flex: '1 1 16rem', margin: 0, fontSize: 14 }}>
        Drag a block to move it, or choose it with Tab and move it with the arrow keys (Shift moves an inch). Pinch, or
        use + and −, to look closer.
        {graniteNote && ` ${graniteNote}`}
      </p>
      <div role="group" aria-label="Zoom" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Button
          variant="default"
          size="sm"
          aria-label="Zoom out"
          disabled={zoom <= 1.001}
          onClick={() => onZoom(1 / ZOOM_STEP)}
        >
          −
        </Button>
        <span aria-live="polite" style={{ minWidth: '3.5em', textAlign: 'center', fontSize: 14 }}>
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="default"
          size="sm"
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM - 0.001}
          onClick={() => onZoom(ZOOM_STEP)}
        >
          +
        </Button>
        <Button variant="default" size="sm" disabled={zoom <= 1.001} onClick={() => onZoom(null)}>
          Whole stone
        </Button>
      </div>
    </div>
  );
});

/** The drawing's width on screen in pixels (for handles a finger can see at any zoom). */
function useWidth(ref: React.RefObject<Element | null>): number {
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
