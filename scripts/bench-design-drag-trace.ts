/**
 * The drag benchmark's reading of a Chromium performance trace (scripts/bench-design-drag.ts):
 * each frame's work on the page's main thread while a block was dragged.
 *
 * Chromium writes an `AnimationFrame` span (category devtools.timeline, the same record as a
 * long animation frame, for every frame) from the first task that led to a frame to the end of
 * its rendering: input, animation frame callbacks, script, style, layout, paint. A frame's work
 * is the time the main thread spent in tasks inside that span (a busy machine also leaves gaps
 * in it, in which the page does nothing); the span itself is printed too. Without those spans
 * (an older Chromium) a frame is the tasks run between one `BeginMainThreadFrame` and the next.
 * Only frames inside the drag (pointer down to pointer up, or the touches) count.
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
  /** The longest and 95th percentile span from a frame's first task to its rendering's end. */
  longestSpanMs: number;
  p95SpanMs: number;
  longestFrameMs: number;
  p95FrameMs: number;
  medianFrameMs: number;
  longestTaskMs: number;
  /** The longest frame: when (ms after the pointer went down) and the input events it handled. */
  longest: { atMs: number; events: string[] } | null;
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
function animationFrames(main: TraceEvent[], window: { from: number; to: number }): Array<[number, number]> {
  const open = new Map<string, number>();
  const spans: Array<[number, number]> = [];
  for (const event of main) {
    if (event.name !== 'AnimationFrame' || (event.ph !== 'b' && event.ph !== 'e')) continue;
    const key = String(event.id ?? event.id2?.local ?? event.id2?.global ?? '');
    if (event.ph === 'b') open.set(key, event.ts);
    else {
      const start = open.get(key);
      open.delete(key);
      if (start !== undefined && start >= window.from && event.ts <= window.to + 100_000) spans.push([start, event.ts]);
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
  const empty = {
    frames: 0,
    longestSpanMs: 0,
    p95SpanMs: 0,
    longestFrameMs: 0,
    p95FrameMs: 0,
    medianFrameMs: 0,
    longestTaskMs: 0,
    longest: null,
  };
  if (!thread) return empty;
  const main = events.filter((event) => `${event.pid}:${event.tid}` === thread).sort((a, b) => a.ts - b.ts);
  const window = dragWindow(main);
  if (!window) return empty;
  const tasks = main.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= window.from && event.ts <= window.to,
  );
  const found = animationFrames(main, window);
  // The busy time inside each span: every task's overlap with it.
  const busy = found.map(([from, to]) =>
    tasks.reduce(
      (sum, task) => sum + Math.max(0, Math.min(to, task.ts + (task.dur ?? 0)) - Math.max(from, task.ts)),
      0,
    ),
  );
  const work = (found.length ? busy : tasksPerFrame(main, tasks, window)).map((us) => us / 1000);
  const sorted = [...work].sort((a, b) => a - b);
  const spans = found.map(([from, to]) => (to - from) / 1000).sort((a, b) => a - b);
  const worst = found[busy.indexOf(Math.max(...busy))];
  const longest = worst
    ? {
        atMs: Math.round((worst[0] - window.from) / 1000),
        events: main
          .filter((event) => event.name === 'EventDispatch' && event.ts >= worst[0] && event.ts <= worst[1])
          .map((event) => event.args?.data?.type ?? ''),
      }
    : null;
  return {
    frames: work.length,
    longestSpanMs: spans.at(-1) ?? 0,
    p95SpanMs: percentile(spans, 0.95),
    longestFrameMs: sorted.at(-1) ?? 0,
    p95FrameMs: percentile(sorted, 0.95),
    medianFrameMs: percentile(sorted, 0.5),
    longestTaskMs: Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)),
    longest,
  };
}
