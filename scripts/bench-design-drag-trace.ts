/**
 * The drag benchmark's reading of a Chromium performance trace (scripts/bench-design-drag.ts):
 * each frame's work on the page's main thread while a block was dragged.
 *
 * Chromium writes an `AnimationFrame` span (category devtools.timeline, the same record as a
 * long animation frame, for every frame) from the first task that led to a frame to the end of
 * its rendering: input, animation frame callbacks, script, style, layout, paint. Its length is
 * the frame's work. Without those spans (an older Chromium) a frame is the tasks run between one
 * `BeginMainThreadFrame` and the next. Only frames inside the drag (pointer down to pointer up,
 * or the touches) count.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string | number;
  id2?: { local?: string; global?: string };
  args?: { name?: string; data?: { type?: string } };
}

export interface FrameFigures {
  frames: number;
  longestFrameMs: number;
  p95FrameMs: number;
  medianFrameMs: number;
  longestTaskMs: number;
}

/** The page's main thread: the renderer's main thread that dispatched the pointer (or touch) events. */
function mainThread(events: TraceEvent[]): string | null {
  const names = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const dispatches = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (names.get(key) === 'CrRendererMain' && event.name === 'EventDispatch')
      dispatches.set(key, (dispatches.get(key) ?? 0) + 1);
  }
  return [...dispatches].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** When the drag began and ended on the main thread (microseconds of the trace's clock). */
function dragWindow(main: TraceEvent[]): { from: number; to: number } | null {
  const type = (event: TraceEvent) => (event.name === 'EventDispatch' ? (event.args?.data?.type ?? '') : '');
  const down = main.find((event) => /^(pointerdown|touchstart)$/.test(type(event)));
  const up = main.findLast((event) => /^(pointerup|touchend|pointercancel)$/.test(type(event)));
  if (!down || !up) return null;
  return { from: down.ts, to: up.ts + (up.dur ?? 0) };
}

/** Frame spans from the AnimationFrame begin/end pairs, in microseconds. */
function animationFrames(main: TraceEvent[], window: { from: number; to: number }): number[] {
  const open = new Map<string, number>();
  const spans: number[] = [];
  for (const event of main) {
    if (event.name !== 'AnimationFrame' || (event.ph !== 'b' && event.ph !== 'e')) continue;
    const key = String(event.id ?? event.id2?.local ?? event.id2?.global ?? '');
    if (event.ph === 'b') open.set(key, event.ts);
    else {
      const start = open.get(key);
      open.delete(key);
      if (start !== undefined && start >= window.from && event.ts <= window.to + 100_000) spans.push(event.ts - start);
    }
  }
  return spans;
}

/** Without AnimationFrame spans: the tasks' time between one main-thread frame and the next. */
function tasksPerFrame(main: TraceEvent[], tasks: TraceEvent[], window: { from: number; to: number }): number[] {
  const starts = main
    .filter((event) => event.name === 'BeginMainThreadFrame' && event.ts >= window.from && event.ts <= window.to)
    .map((event) => event.ts);
  const spans: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const [from, to] = [starts[i]!, starts[i + 1]!];
    spans.push(tasks.filter((task) => task.ts >= from && task.ts < to).reduce((sum, task) => sum + (task.dur ?? 0), 0));
  }
  return spans;
}

export function frameFigures(events: TraceEvent[]): FrameFigures {
  const thread = mainThread(events);
  const empty = { frames: 0, longestFrameMs: 0, p95FrameMs: 0, medianFrameMs: 0, longestTaskMs: 0 };
  if (!thread) return empty;
  const main = events.filter((event) => `${event.pid}:${event.tid}` === thread).sort((a, b) => a.ts - b.ts);
  const window = dragWindow(main);
  if (!window) return empty;
  const tasks = main.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= window.from && event.ts <= window.to,
  );
  const found = animationFrames(main, window);
  const spans = (found.length ? found : tasksPerFrame(main, tasks, window)).map((us) => us / 1000);
  const sorted = [...spans].sort((a, b) => a - b);
  return {
    frames: spans.length,
    longestFrameMs: sorted.at(-1) ?? 0,
    p95FrameMs: percentile(sorted, 0.95),
    medianFrameMs: percentile(sorted, 0.5),
    longestTaskMs: Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)),
  };
}
