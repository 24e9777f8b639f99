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
 * (`/assets/calculator-DimCHm9t.js` -> `/assets/calculator-#.js`; the chunk names stay compared), and the
 * order of the list of chunks a page preloads, which differs between two builds of the same commit.
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
  const saved = fs.existsSync(savedFile) ? fs.readFileSync(savedFile, 'utf8') : null;
  if (saved === html) {
    console.log(`same    ${page}`);
    continue;
  }
  differing += 1;
  if (saved === null) {
    console.log(`DIFFERS ${page}: not in ${args.against}`);
    continue;
  }
  // Pages are mostly one long line: compare tag by tag to show where they part.
  const before = saved.split('>');
  const after = html.split('>');
  const at = before.findIndex((part, i) => part !== after[i]);
  console.log(
    `DIFFERS ${page} at tag ${at}:\n  before: ${before[at]?.slice(0, 300)}>\n  after:  ${after[at]?.slice(0, 300)}>`,
  );
}
if (args.against) {
  console.log(`${differing} of ${paths.length} pages differ`);
  process.exitCode = differing ? 1 : 0;
}
