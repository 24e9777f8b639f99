/**
 * npx tsx scripts/compare-pages.ts --before http://127.0.0.1:3401 --after http://127.0.0.1:3402 [--out DIR]
 *
 * Fetches every URL of the sitemap (read from the `--before` server) from two running builds and
 * compares the HTML each sends. Two builds of different code name their bundled files differently
 * (a content hash in each name), so those names are compared with the hash masked; so are the
 * times in the hydration data (when the router and the query cache loaded each route's data), which
 * differ between any two renders. Any other difference is a changed page. Prints, for each page that differs, the first differing lines of
 * both, and the count of pages that are identical, identical but for bundle names, or different.
 * With `--out`, writes both versions of every differing page there for a closer look.
 *
 * Start both builds on copies of one seeded data folder, so they serve the same content, and with
 * the same SITE_URL (pages name their own address), e.g.
 *   DATA_DIR=/tmp/a PORT=3401 SITE_URL=http://localhost NODE_ENV=production node dist/server/main.js
 * Exits 1 when a page differs beyond bundle names.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { diffLines } from 'diff';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!args.before || !args.after) {
  console.error('Usage: compare-pages --before URL --after URL [--out DIR]');
  process.exit(2);
}
const before = args.before.replace(/\/$/, '');
const after = args.after.replace(/\/$/, '');

/** A bundled file's name with its content hash masked: `entry-client-CC0lOU_A.js` → `entry-client-*.js`. */
const BUNDLE_NAME = /(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|json|woff2?|svg|png|webp|jpg))/g;
/** When the router and the query cache loaded each route's data: differs between any two renders. */
const LOADED_AT = /"(?:u|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d{13}/g;
const maskBundleNames = (html: string) => html.replace(BUNDLE_NAME, '$1-*$2');

async function fetchText(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  return { status: response.status, body: await response.text() };
}

async function sitemapPaths(base: string): Promise<string[]> {
  const { body } = await fetchText(`${base}/sitemap.xml`);
  const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(locations)];
}

/** The first lines where the two differ, for a reader: a few lines of each side. */
function firstDifference(a: string, b: string): string {
  const lines = (html: string) => html.replace(/></g, '>\n<').replace(/,"/g, ',\n"');
  const parts = diffLines(lines(a), lines(b));
  const shown: string[] = [];
  for (const part of parts) {
    if (!part.added && !part.removed) continue;
    const sign = part.added ? '+' : '-';
    for (const line of part.value.split('\n').filter(Boolean).slice(0, 3)) {
      shown.push(`    ${sign} ${line.length > 160 ? `${line.slice(0, 157)}...` : line}`);
    }
    if (shown.length >= 8) break;
  }
  return shown.join('\n');
}

const paths = await sitemapPaths(before);
let identical = 0;
let bundleNamesOnly = 0;
const differing: string[] = [];
if (args.out) await mkdir(args.out, { recursive: true });

for (const path of paths) {
  const [a, b] = await Promise.all([fetchText(before + path), fetchText(after + path)]);
  if (a.status === b.status && a.body.replace(LOADED_AT, '') === b.body.replace(LOADED_AT, '')) {
    identical += 1;
    continue;
  }
  const maskedA = maskBundleNames(a.body.replace(LOADED_AT, ''));
  const maskedB = maskBundleNames(b.body.replace(LOADED_AT, ''));
  if (a.status === b.status && maskedA === maskedB) {
    bundleNamesOnly += 1;
    continue;
  }
  differing.push(path);
  console.log(
    `\n${path}: ${a.status === b.status ? `HTML differs (status ${a.status})` : `status ${a.status} → ${b.status}`}`,
  );
  console.log(firstDifference(maskedA, maskedB));
  if (args.out) {
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '__');
    await writeFile(join(args.out, `${name}.before.html`), a.body);
    await writeFile(join(args.out, `${name}.after.html`), b.body);
  }
}

console.log(
  `\n${paths.length} pages of the sitemap: ${identical} byte-identical, ` +
    `${bundleNamesOnly} identical but for bundled file names, ${differing.length} different.`,
);
process.exit(differing.length > 0 ? 1 : 0);
