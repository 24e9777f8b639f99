/* global process, console */
// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the client build, at
// the highest levels: done once at build time, so the server sends them without compressing
// anything per request (@fastify/static, preCompressed). Copies that save nothing are skipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBr = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.name.endsWith('.map')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
  files++;
  before += bytes.length;
  afterBr += Math.min(br.length, bytes.length);
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(afterBr / 1024).toFixed(0)} KiB brotli`,
);
