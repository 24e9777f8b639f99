/**
 * Prints the JavaScript a first visit downloads before hydration: the client entry plus every
 * chunk it imports statically (transitively), raw and gzipped. Usage: npx tsx scripts/first-load-js.ts [dist folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function firstLoadJs(distDir = 'dist') {
  const clientDir = path.join(distDir, 'client');
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit('src/entry-client.tsx');
  const files = [...seen].map((key) => {
    const bytes = fs.readFileSync(path.join(clientDir, manifest[key]!.file));
    return { file: manifest[key]!.file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  return { files, total };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, total } = firstLoadJs(process.argv[2] ?? 'dist');
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${(f.gzip / 1000).toFixed(1).padStart(7)} kB gz  ${f.file}`);
  console.log(
    `${(total.gzip / 1000).toFixed(1).padStart(7)} kB gz  total (${(total.raw / 1000).toFixed(1)} kB raw, ${files.length} files)`,
  );
}
