/**
 * npx tsx scripts/js-cost.ts
 * What each package (or source folder) costs in the JavaScript a first visit downloads: the
 * client entry and its static imports, built in memory, each package's code minified and gzipped
 * on its own (so the figures add up to a little more than the real, jointly compressed total).
 */
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';
import { transform } from 'esbuild';

const collected: Record<string, string> = {};
const analyze: Plugin = {
  name: 'first-load-cost',
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
    if (!entry || entry.type !== 'chunk') throw new Error('no entry chunk');
    const seen = new Set<string>();
    const stack = [entry.fileName];
    while (stack.length) {
      const file = stack.pop()!;
      const chunk = bundle[file];
      if (seen.has(file) || !chunk || chunk.type !== 'chunk') continue;
      seen.add(file);
      stack.push(...chunk.imports);
      for (const [id, module] of Object.entries(chunk.modules)) {
        const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1];
        const key = pkg ?? id.replace(process.cwd(), '').split('/').slice(0, 3).join('/');
        collected[key] = (collected[key] ?? '') + (module.code ?? '') + '\n';
      }
    }
  },
};

await build({ logLevel: 'silent', build: { write: false }, plugins: [analyze] });
const rows = await Promise.all(
  Object.entries(collected).map(async ([key, code]) => {
    const min = (await transform(code, { minify: true, loader: 'js' })).code;
    return { key, min: min.length, gzip: zlib.gzipSync(min, { level: 9 }).length };
  }),
);
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows.filter((r) => r.gzip >= 300)) {
  console.log(
    `${(row.gzip / 1000).toFixed(1).padStart(6)} kB gz ${(row.min / 1000).toFixed(1).padStart(7)} kB min  ${row.key}`,
  );
}
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
console.log(
  `${(total / 1000).toFixed(1).padStart(6)} kB gz in all (${rows.length} packages and folders, each compressed alone)`,
);
