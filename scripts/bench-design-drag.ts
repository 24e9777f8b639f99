/**
 * npx tsx scripts/bench-design-drag.ts --url http://127.0.0.1:3630/ai-tools/design-playground
 * npx tsx scripts/bench-design-drag.ts --harness [--port 3630] [--query '?checks=live']
 *   [--seconds 2] [--runs 3] [--throttle 4] [--phone] [--block name] [--chromium /usr/bin/chromium] [--save .tmp/drag-trace.json]
 *   [--profile .tmp/drag.cpuprofile]
 *
 * Issue 34's figure: dragging a block of the design playground's stage on a CPU slowed 4 times
 * (Chrome DevTools' throttling, CDP Emulation.setCPUThrottlingRate) keeps each frame's work under
 * 50 ms. Opens the page (`--url`, a running server), or with `--harness` builds the stage's test
 * page (tests/support/design-stage-harness: the stage under a parent that checks and describes
 * the design, as the page does; `--query '?checks=live'` or `'?checks=deferred'` chooses when)
 * with Vite in production mode and serves it on `--port`. Then grabs a block of the drawing
 * (`--block` by id, else the first) with the mouse (`--phone`: a finger, at 390 px) and drags it
 * round a loop for `--seconds`, a move every 16 ms, while Chromium records a performance trace.
 *
 * Prints for each run, from the trace (bench-design-drag-trace.ts): each frame's work on the
 * renderer's main thread (its tasks: input, the stage's animation frame, React, style, layout,
 * paint), the longest and the 95th percentile, what the longest frame handled, the longest single
 * task and the frames' spans; the pointer moves the page saw; and the long animation frames (over
 * 50 ms) the page's own PerformanceObserver reported, as a check on the trace. Each of `--runs`
 * drags is on a fresh page; wall times depend on the machine's load (printed with each run), so
 * each frame is also counted in the main thread's own time (the trace's thread durations: the
 * 4x throttling is in them, the other programs' turns on the CPU are not), and the verdict is the
 * median run's: PASS when its longest frame in the thread's own time is under 50 ms, else exit 1.
 * `--save` keeps the last run's trace (open it in the DevTools' Performance panel), `--profile`
 * its CPU profile (the harness then built unminified).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { frameFigures, type TraceEvent } from './bench-design-drag-trace';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    harness: { type: 'boolean', default: false },
    query: { type: 'string', default: '' },
    port: { type: 'string', default: '3630' },
    seconds: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    phone: { type: 'boolean', default: false },
    block: { type: 'string' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    save: { type: 'string' },
    profile: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help || (!args.url && !args.harness)) {
  const head = /\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(new URL(import.meta.url), 'utf8'))?.[1] ?? '';
  console.log(head.replace(/^ \* ?/gm, '').trim());
  process.exit(args.help ? 0 : 1);
}
const SECONDS = Number(args.seconds);
const THROTTLE = Number(args.throttle);
const RUNS = Number(args.runs);
const BUDGET_MS = 50;
if (!fs.existsSync(args.chromium)) throw new Error(`No Chromium at ${args.chromium} (--chromium PATH)`);

/** Builds the harness page in production mode and serves it; returns its address and a stop. */
async function serveHarness(port: number): Promise<{ url: string; close: () => void }> {
  const [{ build }, { default: react }, { default: sharp }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('sharp'),
  ]);
  const root = path.resolve('tests/support/design-stage-harness');
  const outDir = path.resolve('.tmp/design-stage-harness');
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    server: { fs: { allow: [path.resolve('.'), fs.realpathSync('node_modules')] } },
    // Readable names in a CPU profile (--profile); minified as the site is otherwise.
    build: { outDir, emptyOutDir: true, minify: !args.profile },
  });
  // A granite photo as the gallery serves them: a speckled 1200 by 800 JPEG.
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < pixels.length; i += 3) {
    const v = Math.round(18 + random() * 40 + (random() < 0.04 ? 60 : 0));
    pixels[i] = v;
    pixels[i + 1] = v;
    pixels[i + 2] = v + 3;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toFile(path.join(outDir, 'granite.jpg'));
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.jpg': 'image/jpeg',
  };
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(outDir, name === '/' ? 'index.html' : path.normalize(name));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Counts, in the page, the moves it sees, the long animation frames and the stage's changes. */
async function watchPage(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { dragBench: { moves: number; longFrames: number[]; scripts: string[] } };
    w.dragBench = { moves: 0, longFrames: [], scripts: [] };
    window.addEventListener('pointermove', () => w.dragBench.moves++, { capture: true });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.dragBench.longFrames.push(entry.duration);
          // What ran in it (long animation frames name their scripts): "pointermove 12 ms".
          const scripts =
            (entry as unknown as { scripts?: Array<{ invoker: string; duration: number }> }).scripts ?? [];
          const frameScripts = scripts.map((script) => `${script.invoker} ${Math.round(script.duration)} ms`);
          w.dragBench.scripts.push(`${Math.round(entry.duration)} ms: ${frameScripts.join(', ') || 'rendering only'}`);
        }
      }).observe({ type: 'long-animation-frame' });
    } catch {
      // An older Chromium without long animation frames: the trace alone tells.
    }
  });
}

/** Drags the block round a loop (an ellipse a second) for `seconds`, a move every 16 ms. */
/**
 * Drags the block round a loop (an ellipse a second) for `seconds`, a move every 16 ms, through
 * the DevTools protocol's input events (Playwright's own mouse runs a script in the page at each
 * move, which would be counted as the page's work).
 */
async function drag(page: Page, selector: string, seconds: number, touch: boolean) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const rx = Math.min(80, page.viewportSize()!.width / 5);
  const ry = 40;
  const cdp = await page.context().newCDPSession(page);
  const input = (type: 'start' | 'move' | 'end', x: number, y: number) =>
    touch
      ? cdp.send('Input.dispatchTouchEvent', {
          type: type === 'start' ? 'touchStart' : type === 'move' ? 'touchMove' : 'touchEnd',
          touchPoints: type === 'end' ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }],
        })
      : cdp.send('Input.dispatchMouseEvent', {
          type: type === 'start' ? 'mousePressed' : type === 'move' ? 'mouseMoved' : 'mouseReleased',
          x,
          y,
          button: 'left',
          buttons: type === 'end' ? 0 : 1,
          clickCount: type === 'move' ? 0 : 1,
        });
  if (!touch) await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: cx, y: cy });
  await input('start', cx, cy);
  const started = Date.now();
  let sent = 0;
  let at = { x: cx, y: cy };
  while (Date.now() - started < seconds * 1000) {
    const t = (Date.now() - started) / 1000;
    at = { x: cx + rx * Math.sin(2 * Math.PI * t), y: cy - ry + ry * Math.cos(2 * Math.PI * t) };
    await input('move', at.x, at.y);
    sent++;
    const next = started + sent * 16;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  await input('end', at.x, at.y);
  await cdp.detach();
  return sent;
}

type Counted = { moves: number; longFrames: number[]; scripts: string[] };
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () =>
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/** One drag on a fresh page, its trace read and printed; its figures and whether the page erred. */
async function oneRun(browser: Browser, url: string, run: number) {
  const page = await browser.newPage(
    args.phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url, { waitUntil: 'networkidle' });
  const selector = args.block ? `[data-block="${args.block}"]` : 'svg [data-block]';
  await page.locator(selector).first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await watchPage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'toplevel',
    ],
  });
  if (args.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const sent = await drag(page, selector, SECONDS, args.phone);
  const trace = await browser.stopTracing();
  if (args.profile) fs.writeFileSync(args.profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (args.save) fs.writeFileSync(args.save, trace);
  const counted = await page.evaluate(() => (window as unknown as { dragBench: Counted }).dragBench);
  await page.close();
  const figures = frameFigures((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  console.log(`Run ${run}: drag of ${selector}, ${sent} moves sent, ${counted.moves} pointer moves seen; ${load()}`);
  console.log(`  frames (renderer main thread, from the trace): ${figures.frames}`);
  console.log(`  longest frame's work: ${ms(figures.longestFrameMs)}`);
  if (figures.longest)
    console.log(
      `    (${figures.longest.atMs} ms after the press; input in it: ${figures.longest.events.join(', ') || 'none'})`,
    );
  console.log(`  95th percentile:      ${ms(figures.p95FrameMs)}`);
  console.log(`  median:               ${ms(figures.medianFrameMs)}`);
  console.log(`  longest single task:  ${ms(figures.longestTaskMs)}`);
  console.log(
    `  in the main thread's own time (the machine's other work left out): longest ${ms(figures.longestThreadMs)}, 95th percentile ${ms(figures.p95ThreadMs)}`,
  );
  console.log(
    `  frame spans (first task to painted, gaps included): longest ${ms(figures.longestSpanMs)}, 95th percentile ${ms(figures.p95SpanMs)}`,
  );
  const longest = counted.longFrames.length ? ` (longest ${ms(Math.max(...counted.longFrames))})` : '';
  console.log(`  long animation frames (over 50 ms) the page observed: ${counted.longFrames.length}${longest}`);
  for (const line of counted.scripts) console.log(`    ${line}`);
  if (errors.length) console.log(`  page errors: ${errors.join(' | ')}`);
  return { figures, erred: errors.length > 0 };
}

async function main() {
  const harness = args.harness ? await serveHarness(Number(args.port)) : null;
  const url = harness ? `${harness.url}${args.query}` : args.url!;
  const browser = await chromium.launch({ executablePath: args.chromium, args: ['--no-sandbox'] });
  try {
    console.log(
      `${url}, ${args.phone ? 'a finger at 390 px' : 'a mouse at 1280 px'}, CPU slowed ${THROTTLE}x, ${SECONDS} s a run`,
    );
    const runs = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await oneRun(browser, url, run));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
    // A run whose trace held no frame of the drag (it happens, rarely, on a busy machine) is left out.
    const read = runs.filter((run) => run.figures.frames > 0);
    if (read.length < runs.length)
      console.log(`${runs.length - read.length} run(s) left out: no frames read from the trace`);
    const longest = read.map((run) => run.figures.longestFrameMs);
    const p95 = read.map((run) => run.figures.p95FrameMs);
    const threadLongest = read.map((run) => run.figures.longestThreadMs);
    if (read.length) {
      console.log(`Longest frame's work by run: ${longest.map(ms).join(', ')}; median ${ms(median(longest))}`);
      console.log(`95th percentile by run: ${p95.map(ms).join(', ')}; median ${ms(median(p95))}`);
      console.log(
        `Longest frame in the main thread's own time by run: ${threadLongest.map(ms).join(', ')}; median ${ms(median(threadLongest))}`,
      );
    }
    // Judged in the thread's own time: on a quiet machine it is the wall time; on a busy one the
    // wall time also holds the other programs' turns on the CPU.
    const ok = read.length > 0 && median(threadLongest) < BUDGET_MS && runs.every((run) => !run.erred);
    console.log(
      ok
        ? `PASS: the median run's longest frame (main thread's own time) is under ${BUDGET_MS} ms`
        : `FAIL: budget ${BUDGET_MS} ms`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    harness?.close();
  }
}

await main();
