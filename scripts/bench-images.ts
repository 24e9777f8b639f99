/**
 * npm run bench:images
 * Upload-to-variants time for a 12-megapixel JPEG: the pipeline alone, and a whole staff upload
 * through the HTTP route (session check, body, pipeline, seven files stored, row saved), on an
 * in-memory database and a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/create-db';
import { migrateToLatest } from '../db/migrator';
import { buildApp } from '../server/app';
import { processImage } from '../server/modules/media/image-pipeline';
import { createDiskStorage } from '../server/modules/media/disk-storage';
import { createSession, SESSION_COOKIE } from '../server/modules/auth/session.service';
import { grantRole, upsertUser } from '../server/modules/auth/users.repository';
import { pgliteExtensions } from '../db/pglite-extensions';

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A 4000 x 3000 "photo": sky, grass and a stone, with sensor-like noise so it compresses like one. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa7d6"/><stop offset="1" stop-color="#e3edf4"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#s)"/>
    <rect y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#587a3c"/>
    <rect x="1300" y="900" width="1400" height="1100" rx="90" fill="#2d3035"/>
    <rect x="1100" y="1950" width="1800" height="260" fill="#24272b"/></svg>`);
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .raw()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' } })
    .toBuffer();
}

const jpeg = await twelveMegapixelJpeg();
const meta = await sharp(jpeg).metadata();
console.log(`Source: ${meta.width} x ${meta.height} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB`);

const pipeline: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  await processImage(jpeg);
  pipeline.push(performance.now() - started);
}
console.log(
  `Pipeline only (decode, rotate, 4 widths x WebP + AVIF, JPEG): median ${median(pipeline).toFixed(0)} ms of ${pipeline.map((t) => t.toFixed(0)).join(', ')}`,
);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
const database = await createDatabase({ pglite: new PGlite({ extensions: pgliteExtensions }) });
await migrateToLatest(database.db);
const app = await buildApp({
  env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, SITE_URL: 'http://localhost' },
  database,
  pages: 'none',
  logger: false,
  storage: createDiskStorage(root),
});
const { id } = await upsertUser(database.db, { email: 'bench@example.com', passwordHash: 'x' });
await grantRole(database.db, id, 'admin');
const { token } = await createSession(database.db, id);

const upload: number[] = [];
const publicDir = path.join(root, 'public');
let before = new Set<string>();
for (let i = 0; i < RUNS; i++) {
  before = new Set(fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : []);
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/admin-api/gallery/upload?category=set_monuments',
    payload: jpeg,
    headers: {
      'content-type': 'image/jpeg',
      cookie: `${SESSION_COOKIE}=${token}`,
      'sec-fetch-site': 'same-origin',
      'x-file-name': 'bench.jpg',
    },
  });
  upload.push(performance.now() - started);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
}
// The files the last upload added (the renditions of one image).
const files = fs
  .readdirSync(publicDir)
  .filter((f) => !before.has(f))
  .sort();
const sizes = files.map(
  (f) => `${f.replace(/^[a-z2-7]+-/, '')} ${(fs.statSync(path.join(publicDir, f)).size / 1024).toFixed(0)} kB`,
);
console.log(
  `Whole upload through POST /admin-api/gallery/upload: median ${median(upload).toFixed(0)} ms of ${upload.map((t) => t.toFixed(0)).join(', ')}`,
);
console.log(`Renditions of the last upload (${files.length} files): ${sizes.join(', ')}`);

await app.close();
await database.close();
fs.rmSync(root, { recursive: true, force: true });
