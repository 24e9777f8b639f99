import { describe, expect, it } from 'vitest';
import { frameFigures, type TraceEvent } from './bench-design-drag-trace';

const PID = 10;
const MAIN = 1;
const meta = (tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  cat: '__metadata',
  ph: 'M',
  ts: 0,
  pid: PID,
  tid,
  args: { name },
});
const on = (event: Omit<TraceEvent, 'pid' | 'tid' | 'cat'>, tid = MAIN): TraceEvent => ({
  cat: 'devtools.timeline',
  pid: PID,
  tid,
  ...event,
});
const dispatch = (type: string, ts: number, dur = 500) =>
  on({ name: 'EventDispatch', ph: 'X', ts, dur, args: { data: { type } } });
const task = (ts: number, dur: number, tdur = dur) => on({ name: 'RunTask', ph: 'X', ts, dur, tdur });
const frame = (id: number, from: number, to: number) => [
  on({ name: 'AnimationFrame', ph: 'b', ts: from, id }),
  on({ name: 'AnimationFrame', ph: 'e', ts: to, id }),
];

describe('reading the drag’s trace', () => {
  it('measures each frame inside the drag by the tasks in it, not the gaps', () => {
    const events: TraceEvent[] = [
      meta(MAIN, 'CrRendererMain'),
      meta(2, 'Compositor'),
      // Before the press: not counted.
      ...frame(1, 0, 80_000),
      task(0, 80_000),
      dispatch('pointerdown', 100_000),
      // A frame of 12 ms work in a 30 ms span (the machine was busy in between).
      ...frame(2, 110_000, 140_000),
      task(110_000, 4_000),
      task(132_000, 8_000),
      // A frame of 20 ms, with a pointer move in it.
      ...frame(3, 150_000, 170_000),
      task(150_000, 20_000),
      dispatch('pointermove', 151_000),
      // The release's frame: 40 ms, of which the thread ran 15 (it waited for a CPU the rest).
      dispatch('pointerup', 200_000),
      ...frame(4, 199_000, 239_000),
      task(199_000, 40_000, 15_000),
    ];
    const figures = frameFigures(events);
    expect(figures.frames).toBe(3);
    expect(figures.longestFrameMs).toBe(40);
    expect(figures.longest).toEqual({ atMs: 99, events: ['pointerup'] });
    expect(figures.medianFrameMs).toBe(20);
    expect(figures.p95FrameMs).toBe(40);
    expect(figures.longestSpanMs).toBe(40);
    expect(figures.longestTaskMs).toBe(40);
    expect(figures.longestThreadMs).toBe(20);
    expect(figures.p95ThreadMs).toBe(20);
  });

  it('falls back to the tasks between main-thread frames, and reads nothing without a drag', () => {
    const events: TraceEvent[] = [
      meta(MAIN, 'CrRendererMain'),
      dispatch('touchstart', 0),
      on({ name: 'BeginMainThreadFrame', ph: 'I', ts: 1_000 }),
      task(2_000, 5_000),
      task(9_000, 6_000),
      on({ name: 'BeginMainThreadFrame', ph: 'I', ts: 17_000 }),
      task(18_000, 3_000),
      on({ name: 'BeginMainThreadFrame', ph: 'I', ts: 34_000 }),
      dispatch('touchend', 40_000),
    ];
    expect(frameFigures(events)).toMatchObject({ frames: 2, longestFrameMs: 11, longestSpanMs: 0 });
    expect(frameFigures([meta(MAIN, 'CrRendererMain')]).frames).toBe(0);
  });
});
