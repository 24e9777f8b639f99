import { startTransition, useEffect, useLayoutEffect, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import {
  blockBox,
  dragPlace,
  panView,
  placeBlock,
  resizedBlock,
  withBlock,
  zoomView,
  type DragPlace,
  type DragStart,
  type StageBlock,
  type View,
} from './stage-model';

/**
 * The stage's pointer gestures (decision record 253): drag a block with a mouse, a pen or a
 * finger (pointer capture, screen pixels turned into scene inches through the drawing's own
 * screen matrix), pan the view when zoomed in, pinch with two fingers to zoom, Ctrl + wheel (a
 * trackpad's pinch) to zoom. Moves are coalesced to one per animation frame; while a block is
 * dragged only its wrapper moves, and the page hears of it as a transition (commit false) at most
 * every 100 ms, so a slow listener never holds up the next frame. The release commits once.
 */

export interface GestureContext {
  design: DesignConfiguration;
  face: { xIn: number; yIn: number; widthIn: number; heightIn: number; marginIn: number };
  fit: View;
  view: View;
  selectedId: string | null;
  onSelect(id: string | null): void;
  onChange(next: DesignConfiguration, how: { commit: boolean }): void;
  setView(view: View): void;
}

/**
 * The block being dragged: as it was grabbed (drawn unchanged, only moved) and where it is now;
 * or being resized: as it is drawn now (`place` null).
 */
export interface DragState {
  item: StageBlock;
  start: DragStart;
  place: DragPlace | null;
}

type Point = { x: number; y: number };
type Gesture =
  | {
      type: 'block';
      pointerId: number;
      item: StageBlock;
      start: DragStart;
      from: Point;
      fromClient: Point;
      map: ScreenMap;
      moved: boolean;
    }
  | {
      type: 'resize';
      pointerId: number;
      item: StageBlock;
      start: DragStart;
      /** The centre of what the block covers, and the pointer's distance from it when grabbed (scene inches). */
      centre: Point;
      from: number;
      fromClient: Point;
      map: ScreenMap;
      moved: boolean;
    }
  | { type: 'background'; pointerId: number; fromClient: Point; startView: View; map: ScreenMap; moved: boolean }
  | { type: 'pinch'; distance: number; midClient: Point; midScene: Point; startView: View; map: ScreenMap };

/** The page hears of a drag in progress at most this often (ms); the stage draws every frame. */
const NOTIFY_MS = 100;

/** Below this many screen pixels a press is a tap (select), not a drag. */
const TAP_PX = 4;

/** Screen pixels to the drawing's inches, read once when a gesture starts (reading it forces a layout). */
export interface ScreenMap {
  toScene(client: Point): Point;
  /** Inches a screen pixel spans. */
  perPx: number;
}

export function screenMap(svg: SVGSVGElement, view: View): ScreenMap {
  const rect = svg.getBoundingClientRect();
  const perPx = Math.max(view.widthIn / (rect.width || 1), view.heightIn / (rect.height || 1));
  const matrix = typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM()?.inverse() : null;
  if (matrix && typeof DOMPoint === 'function') {
    return {
      perPx,
      toScene: (client) => {
        const point = new DOMPoint(client.x, client.y).matrixTransform(matrix);
        return { x: point.x, y: point.y };
      },
    };
  }
  // Without a screen matrix (a test's document), the box and the view box agree in aspect.
  const scale = view.widthIn / (rect.width || 1);
  return {
    perPx,
    toScene: (client) => ({
      x: view.xIn + (client.x - rect.left) * scale,
      y: view.yIn + (client.y - rect.top) * scale,
    }),
  };
}

/** What a gesture tells the stage to draw. */
interface GestureOutput {
  setDrag(drag: DragState | null): void;
  setBusy(busy: boolean): void;
}

type PointerFacts = Pick<
  ReactPointerEvent,
  'pointerId' | 'pointerType' | 'button' | 'clientX' | 'clientY' | 'altKey' | 'isPrimary'
>;

/** The gestures' state between events: plain, so React re-renders only for what is drawn. */
export class StageGestures {
  context: GestureContext;
  svg: SVGSVGElement | null = null;
  private gesture: Gesture | null = null;
  private readonly pointers = new Map<number, Point>();
  private frame: number | null = null;
  /** When the page was last told of a drag's progress. */
  private told = -Infinity;

  constructor(
    context: GestureContext,
    private readonly output: GestureOutput,
  ) {
    this.context = context;
  }

  /** The design with the block where the pointer now puts it (snapped unless Alt is held). */
  private placeFor(g: Extract<Gesture, { type: 'block' }>, client: Point, snap: boolean) {
    const at = g.map.toScene(client);
    const { face, design } = this.context;
    const place = dragPlace(g.start, at.x - g.from.x, at.y - g.from.y, face, snap);
    return { place, next: placeBlock(design, g.start.id, place.xIn, place.yIn) };
  }

  /** The block's place for the pointer now, shown at once and told to the page as a transition. */
  private follow(g: Extract<Gesture, { type: 'block' }>, client: Point, snap: boolean) {
    const { place, next } = this.placeFor(g, client, snap);
    this.output.setDrag({ item: g.item, start: g.start, place });
    this.tell(next);
  }

  /**
   * Tells the page of a drag's progress (commit false), at most every NOTIFY_MS and as a
   * transition: the stage moves the block every frame itself; the page's description and
   * autosave need not run 60 times a second.
   */
  private tell(next: DesignConfiguration) {
    const now = performance.now();
    if (now - this.told < NOTIFY_MS) return;
    this.told = now;
    const { onChange } = this.context;
    startTransition(() => onChange(next, { commit: false }));
  }

  /** The block at the size the pointer now gives it (a corner handle's distance from its centre). */
  private sizeFor(g: Extract<Gesture, { type: 'resize' }>, client: Point) {
    const at = g.map.toScene(client);
    const item = resizedBlock(g.item, Math.hypot(at.x - g.centre.x, at.y - g.centre.y) / g.from);
    return { item, next: withBlock(this.context.design, item) };
  }

  private resize(g: Extract<Gesture, { type: 'resize' }>, client: Point) {
    const { item, next } = this.sizeFor(g, client);
    this.output.setDrag({ item, start: g.start, place: null });
    this.tell(next);
  }

  /** The block goes back where it was grabbed (a cancelled drag, or a drag that became a pinch). */
  private putBack(g: Gesture | null) {
    if ((g?.type !== 'block' && g?.type !== 'resize') || !g.moved) return;
    this.context.onChange(withBlock(this.context.design, g.item), { commit: false });
  }

  private startPinch() {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return;
    this.putBack(this.gesture);
    this.output.setDrag(null);
    const midClient = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const map = screenMap(this.svg!, this.context.view);
    this.gesture = {
      type: 'pinch',
      distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
      midClient,
      midScene: map.toScene(midClient),
      startView: this.context.view,
      map,
    };
    this.output.setBusy(true);
  }

  private pinch(g: Extract<Gesture, { type: 'pinch' }>) {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return;
    const { fit } = this.context;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const zoomed = zoomView(g.startView, fit, Math.hypot(a.x - b.x, a.y - b.y) / g.distance, g.midScene);
    const perPx = g.map.perPx * (zoomed.widthIn / g.startView.widthIn);
    this.context.setView(panView(zoomed, fit, -(mid.x - g.midClient.x) * perPx, -(mid.y - g.midClient.y) * perPx));
  }

  /** One frame's worth of movement: the latest pointer positions only. */
  flush(snap: boolean) {
    this.frame = null;
    const g = this.gesture;
    if (!g) return;
    if (g.type === 'pinch') return this.pinch(g);
    const client = this.pointers.get(g.pointerId);
    if (!client) return;
    if (!g.moved && Math.hypot(client.x - g.fromClient.x, client.y - g.fromClient.y) < TAP_PX) return;
    g.moved = true;
    if (g.type === 'block') return this.follow(g, client, snap);
    if (g.type === 'resize') return this.resize(g, client);
    const { perPx } = g.map;
    const { fit } = this.context;
    this.context.setView(
      panView(g.startView, fit, -(client.x - g.fromClient.x) * perPx, -(client.y - g.fromClient.y) * perPx),
    );
  }

  press(event: PointerFacts, item: StageBlock | null) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const svg = this.svg;
    if (!svg) return;
    // A primary pointer starts a new gesture: a pointer whose release never came is forgotten.
    if (event.isPrimary) this.pointers.clear();
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    try {
      svg.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows: the moves still reach the drawing while over it.
    }
    if (this.pointers.size >= 2) return this.startPinch();
    const fromClient = { x: event.clientX, y: event.clientY };
    const startView = this.context.view;
    const map = screenMap(svg, startView);
    if (!item) {
      this.gesture = { type: 'background', pointerId: event.pointerId, fromClient, startView, map, moved: false };
      return;
    }
    const { block } = item;
    const start = { id: block.id, xIn: block.xIn, yIn: block.yIn, box: blockBox(item) };
    const from = map.toScene(fromClient);
    this.gesture = { type: 'block', pointerId: event.pointerId, item, start, from, fromClient, map, moved: false };
    this.output.setBusy(true);
    if (this.context.selectedId !== block.id) this.context.onSelect(block.id);
  }

  /** A corner handle of the selected block, grabbed to resize it. */
  pressHandle(event: PointerFacts, item: StageBlock) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const svg = this.svg;
    if (!svg || this.pointers.size > 0) return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    try {
      svg.setPointerCapture(event.pointerId);
    } catch {
      // As for a block: the moves still reach the drawing while over it.
    }
    const map = screenMap(svg, this.context.view);
    const box = blockBox(item);
    const { face } = this.context;
    const centre = { x: face.xIn + box.xIn + box.widthIn / 2, y: face.yIn + box.yIn + box.heightIn / 2 };
    const fromClient = { x: event.clientX, y: event.clientY };
    const at = map.toScene(fromClient);
    const from = Math.max(0.25, Math.hypot(at.x - centre.x, at.y - centre.y));
    const { block } = item;
    const start = { id: block.id, xIn: block.xIn, yIn: block.yIn, box };
    this.gesture = {
      type: 'resize',
      pointerId: event.pointerId,
      item,
      start,
      centre,
      from,
      fromClient,
      map,
      moved: false,
    };
    this.output.setBusy(true);
  }

  move(event: PointerFacts) {
    if (!this.pointers.has(event.pointerId)) return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const snap = !event.altKey;
    this.frame ??= requestAnimationFrame(() => this.flush(snap));
  }

  release(event: PointerFacts, cancelled: boolean) {
    if (!this.pointers.has(event.pointerId)) return;
    this.stopFrame();
    const client = { x: event.clientX, y: event.clientY };
    const g = this.gesture;
    if (g?.type === 'block' && g.pointerId === event.pointerId) {
      if (cancelled) this.putBack(g);
      else if (g.moved || Math.hypot(client.x - g.fromClient.x, client.y - g.fromClient.y) >= TAP_PX) {
        // One change on release, the undo step: where the pointer let go.
        this.context.onChange(this.placeFor(g, client, !event.altKey).next, { commit: true });
      }
    } else if (g?.type === 'resize' && g.pointerId === event.pointerId) {
      if (cancelled) this.putBack(g);
      else if (g.moved) this.context.onChange(this.sizeFor(g, client).next, { commit: true });
    } else if (g?.type === 'background' && !g.moved && !cancelled) {
      this.context.onSelect(null);
    }
    this.pointers.delete(event.pointerId);
    if (g?.type === 'pinch' && this.pointers.size > 0) return;
    this.gesture = null;
    this.told = -Infinity;
    this.output.setDrag(null);
    this.output.setBusy(false);
  }

  /** The stage's latest props (after each render). */
  update(context: GestureContext) {
    this.context = context;
  }

  attach(svg: SVGSVGElement | null) {
    this.svg = svg;
  }

  stopFrame() {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }

  /** Ctrl + wheel (a trackpad's pinch): zoom round the pointer. A plain wheel scrolls the page. */
  wheel(event: WheelEvent) {
    if (!event.ctrlKey || !this.svg) return;
    event.preventDefault();
    const { view, fit } = this.context;
    const at = screenMap(this.svg, view).toScene({ x: event.clientX, y: event.clientY });
    this.context.setView(zoomView(view, fit, Math.exp(-event.deltaY / 200), at));
  }
}

export function useStageGestures(svgRef: React.RefObject<SVGSVGElement | null>, context: GestureContext) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const [busy, setBusy] = useState(false);
  const [gestures] = useState(() => new StageGestures(context, { setDrag, setBusy }));
  useLayoutEffect(() => gestures.update(context));
  useEffect(() => {
    const svg = svgRef.current;
    gestures.attach(svg);
    if (!svg) return;
    const wheel = (event: WheelEvent) => gestures.wheel(event);
    svg.addEventListener('wheel', wheel, { passive: false });
    return () => {
      svg.removeEventListener('wheel', wheel);
      gestures.stopFrame();
    };
  }, [gestures, svgRef]);

  return {
    drag,
    /** A block is held or two fingers pinch: the drawing takes every touch. */
    busy,
    gestures,
  };
}
