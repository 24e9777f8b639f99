/**
 * The drag benchmark's reading of a Chromium performance trace (scripts/bench-design-drag.ts):
 * each frame's work on the page's main thread while a block was dragged.
 *
 * Chromium writes an `AnimationFrame` span (category devtools.timeline, the same record as a
 * long animation frame, for every frame) from the first task that led to a frame to the end of
 * its rendering: input, animation frame callbacks, script, style, layout, paint. A frame's work
 * is the time the main thread spent in tasks inside that span (a busy machine also leaves gaps
 * in it, in which the page does nothing); the span itself is printed too. On a machine busy with
 * other work a task's wall time also holds the time the thread waited for a CPU, so the frames are
 * also counted in the thread's own time (`tdur`; Chromium's throttling spins on the thread, so
 * the slowed-down CPU is in it). Without those spans
 * (an older Chromium) a frame is the tasks run between one `BeginMainThreadFrame` and the next.
 * Only frames inside the drag (pointer down to pointer up, or the touches) count.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time in the event (CPU time: not the time the machine ran something else). */
  tdur?: number;
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
  /** The same frames counted in the main thread's own time (a busy machine's other work left out). */
  longestThreadMs: number;
  p95ThreadMs: number;
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

/** Without AnimationFrame spans: from one main-thread frame to the next. */
function mainThreadFrames(main: TraceEvent[], window: { from: number; to: number }): Array<[number, number]> {
  const starts = main
    .filter((event) => event.name === 'BeginMainThreadFrame' && event.ts >= window.from && event.ts <= window.to)
    .map((event) => event.ts);
  return starts.slice(1).map((to, i) => [starts[i]!, to]);
}

/** How long a task ran inside [from, to]. */
const overlap = (task: TraceEvent, from: number, to: number) =>
  Math.max(0, Math.min(to, task.ts + (task.dur ?? 0)) - Math.max(from, task.ts));

export function frameFigures(events: TraceEvent[]): FrameFigures {
  const thread = mainThread(events);
  const main = events.filter((event) => `${event.pid}:${event.tid}` === thread).sort((a, b) => a.ts - b.ts);
  const window = thread ? dragWindow(main) : null;
  if (!window) return EMPTY;
  const tasks = main.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= window.from && event.ts <= window.to,
  );
  const spansFound = animationFrames(main, window);
  const frames = spansFound.length ? spansFound : mainThreadFrames(main, window);
  // Each frame's work: every task's time inside it; and the thread's own time in that share of each task.
  const busy = frames.map(([from, to]) => tasks.reduce((sum, task) => sum + overlap(task, from, to), 0));
  const own = frames.map(([from, to]) =>
    tasks.reduce(
      (sum, task) => sum + (task.dur ? (overlap(task, from, to) / task.dur) * (task.tdur ?? task.dur) : 0),
      0,
    ),
  );
  const sorted = busy.map((us) => us / 1000).sort((a, b) => a - b);
  const threadTime = own.map((us) => us / 1000).sort((a, b) => a - b);
  const spans = spansFound.map(([from, to]) => (to - from) / 1000).sort((a, b) => a - b);
  const worst = frames[busy.indexOf(Math.max(...busy))];
  const longest = worst
    ? {
        atMs: Math.round((worst[0] - window.from) / 1000),
        events: main
          .filter((event) => event.name === 'EventDispatch' && event.ts >= worst[0] && event.ts <= worst[1])
          .map((event) => event.args?.data?.type ?? ''),
      }
    : null;
  return {
    frames: frames.length,
    longestSpanMs: spans.at(-1) ?? 0,
    p95SpanMs: percentile(spans, 0.95),
    longestFrameMs: sorted.at(-1) ?? 0,
    p95FrameMs: percentile(sorted, 0.95),
    medianFrameMs: percentile(sorted, 0.5),
    longestTaskMs: Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)),
    longest,
    longestThreadMs: threadTime.at(-1) ?? 0,
    p95ThreadMs: percentile(threadTime, 0.95),
  };
}

const EMPTY: FrameFigures = {
  frames: 0,
  longestSpanMs: 0,
  p95SpanMs: 0,
  longestFrameMs: 0,
  p95FrameMs: 0,
  medianFrameMs: 0,
  longestTaskMs: 0,
  longest: null,
  longestThreadMs: 0,
  p95ThreadMs: 0,
};
