/**
 * npx tsx scripts/compare-page-html.ts --base http://127.0.0.1:3000 --out FOLDER [--path /calculator ...] [--sitemap] [--cookie name=value]
 * npx tsx scripts/compare-page-html.ts --base http://127.0.0.1:3000 --against FOLDER [same options]
 *
 * The server HTML of public pages, to prove a change left them byte-identical: with `--out` it
 * saves each page's HTML (one file per address) from a running production build; with
 * `--against` it fetches the same addresses again, from another build started on the same data
 * (a copy of one seeded DATA_DIR), and prints every page that differs and its first differing
 * line. What changes from request to request or build to build is masked first: the router's
 * timestamps (`"u"`, `dehydratedAt`, `dataUpdatedAt`) and the content hashes in asset file names
 * (`/assets/calculator-DimCHm9t.js` -> `/assets/calculator-#.js`; the chunk names stay compared) and in
 * CSS modules' class names (`_card_18bmz_151` -> `_card_#`), and the
 * order of the list of chunks a page preloads, which differs between two builds of the same commit.
 * A page that differs is printed with why: only the chunks it preloads (code moved between files),
 * or the first passage that differs in what it shows, with the count of differing tags.
 * Addresses come from `--path` (repeatable) and, with `--sitemap`, from the site's sitemap.xml.
 * `--cookie` is sent with every request (a family's `family_order` cookie shows their proof).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string' },
    against: { type: 'string' },
    path: { type: 'string', multiple: true, default: [] },
    sitemap: { type: 'boolean', default: false },
    cookie: { type: 'string' },
  },
});
if (!args.out === !args.against) {
  console.error('Give one of --out FOLDER (save the pages) or --against FOLDER (compare with saved pages).');
  process.exit(2);
}
const base = args.base!.replace(/\/$/, '');
const headers: Record<string, string> = args.cookie ? { cookie: args.cookie } : {};

/** What differs between two requests to the same build, or between two builds of the same code. */
function maskVolatile(html: string): string {
  return (
    html
      .replace(/"(u|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0')
      .replace(/(\/assets\/[^"'\s?#]+?)-[A-Za-z0-9_-]{8}(\.[a-z]+(?:\.[a-z]+)?)/g, '$1-#$2')
      // A CSS module's class names carry its file's hash and the rule's line (`_card_18bmz_151`).
      .replace(/\b_([A-Za-z][A-Za-z0-9]*)_[a-z0-9]{5}_\d+\b/g, '_$1_#')
      // Two builds of the same commit list a page's chunks to preload in different orders.
      .replace(/"page":\[([^\]]*)\]/g, (_, list: string) => `"page":[${list.split(',').sort().join(',')}]`)
  );
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return url.pathname + url.search;
  });
}

const paths = [...new Set([...args.path!, ...(args.sitemap ? await sitemapPaths() : [])])];
if (paths.length === 0) {
  console.error('No pages: give --path (repeatable) or --sitemap.');
  process.exit(2);
}
const PRELOAD_LIST = /"page":\[([^\]]*)\]/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/** The code chunks a page preloads: its list in the hydration data and its modulepreload links. */
function preloadsOf(html: string): Set<string> {
  const chunks = [...html.matchAll(PRELOAD_LIST)].flatMap((m) => m[1]!.split(',').filter(Boolean));
  return new Set([...chunks.map((c) => c.replace(/"/g, '')), ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)]);
}

/**
 * Why two pages differ: only in the chunks they preload (code moved between files), or in what
 * they show, with the first differing passage of each and how many tags differ.
 */
function describeDifference(before: string, after: string): string {
  const strip = (html: string) =>
    html.replace(PRELOAD_LIST, '"page":[]').replace(MODULE_PRELOAD, '<link rel="modulepreload">');
  const [a, b] = [strip(before), strip(after)];
  const [was, now] = [preloadsOf(before), preloadsOf(after)];
  const added = [...now].filter((c) => !was.has(c));
  const removed = [...was].filter((c) => !now.has(c));
  const chunks = added.length || removed.length ? `preloads +[${added.join(', ')}] -[${removed.join(', ')}]` : '';
  if (a === b) return `only the code chunks it preloads: ${chunks || 'the same chunks in another order'}`;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const tags = (html: string) => html.split('>');
  const [ta, tb] = [tags(a), tags(b)];
  const differingTags = Math.max(ta.length, tb.length) - ta.filter((t, i) => t === tb[i]).length;
  const around = (html: string, stop: number) =>
    html.slice(Math.max(0, start - 60), Math.min(html.length - stop, start + 240) + 20);
  return [
    `${differingTags} tag(s) differ${chunks ? `; ${chunks}` : ''}`,
    `  before: …${around(a, end)}…`,
    `  after:  …${around(b, end)}…`,
  ].join('\n');
}

const fileFor = (page: string) => `${encodeURIComponent(page)}.html`;
let differing = 0;
for (const page of paths) {
  const response = await fetch(base + page, { headers, redirect: 'manual' });
  const html = `<!-- ${response.status} -->\n${maskVolatile(await response.text())}`;
  if (args.out) {
    fs.mkdirSync(args.out, { recursive: true });
    fs.writeFileSync(path.join(args.out, fileFor(page)), html);
    console.log(`${response.status} ${page} (${html.length} characters)`);
    continue;
  }
  const savedFile = path.join(args.against!, fileFor(page));
  // Saved pages are masked again: a mask added since they were saved applies to both sides.
  const saved = fs.existsSync(savedFile) ? maskVolatile(fs.readFileSync(savedFile, 'utf8')) : null;
  if (saved === html) {
    console.log(`same    ${page}`);
    continue;
  }
  differing += 1;
  if (saved === null) {
    console.log(`DIFFERS ${page}: not in ${args.against}`);
    continue;
  }
  console.log(`DIFFERS ${page}: ${describeDifference(saved, html)}`);
}
if (args.against) {
  console.log(`${differing} of ${paths.length} pages differ`);
  process.exitCode = differing ? 1 : 0;
}
