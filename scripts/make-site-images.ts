/**
 * Makes the raster files browsers and link previews need from the site's own drawings, with
 * sharp. Run once after changing a drawing; the outputs are committed (small, and the same on
 * every machine):
 *   - public/images/previews/*.jpg: 1200x630 link-preview images (Facebook, WhatsApp and
 *     iMessage show no SVG), for the home page and each service page;
 *   - public/favicon.ico (16, 32 and 48 px), public/favicon-32.png and
 *     public/apple-touch-icon.png (180 px), from public/favicon.svg.
 *
 *   npx tsx scripts/make-site-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { services } from '../content/services';

const root = path.resolve(import.meta.dirname, '..');
const pub = (...parts: string[]) => path.join(root, 'public', ...parts);
const WIDTH = 1200;
const HEIGHT = 630;

async function writeJpeg(image: Sharp, out: string) {
  await image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toFile(out);
  console.log(`${path.relative(root, out)}  ${fs.statSync(out).size} bytes`);
}

/** A wide drawing, cropped to 1200x630 around its middle. */
async function wideDrawing(svgFile: string, out: string) {
  const image = sharp(fs.readFileSync(svgFile), { density: 144 }).resize(WIDTH, HEIGHT, {
    fit: 'cover',
    position: 'centre',
  });
  await writeJpeg(image, out);
}

/** A 4:3 service drawing, centred on its own sky colour, with its ground carried to both edges. */
async function serviceDrawing(svgFile: string, out: string) {
  const svg = fs.readFileSync(svgFile, 'utf8');
  const sky = /<rect width="480" height="360" fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#eef3f8';
  const drawingWidth = Math.round((HEIGHT * 480) / 360);
  const drawing = await sharp(Buffer.from(svg), { density: 300 }).resize(drawingWidth, HEIGHT).png().toBuffer();
  const backdrop = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/><rect y="${Math.round(HEIGHT * 0.78)}" width="${WIDTH}" height="${HEIGHT}" fill="#dae4ef"/></svg>`,
  );
  const image = sharp(backdrop).composite([{ input: drawing, left: Math.round((WIDTH - drawingWidth) / 2), top: 0 }]);
  await writeJpeg(sharp(await image.png().toBuffer()), out);
}

/** An .ico file holding PNG images (supported by every browser since Windows Vista's format). */
function icoFromPngs(pngs: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

async function icons() {
  const svg = fs.readFileSync(pub('favicon.svg'));
  const png = (size: number) =>
    sharp(svg, { density: 72 * (size / 32) * 2 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  const ico = icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) }))));
  fs.writeFileSync(pub('favicon.ico'), ico);
  fs.writeFileSync(pub('favicon-32.png'), await png(32));
  // Apple draws its own rounded corners and shows transparency as black: a full square on the
  // brand colour, the stone drawn smaller inside it.
  const inner = await sharp(svg, { density: 72 * (140 / 32) * 2 })
    .resize(140, 140)
    .png()
    .toBuffer();
  const square = await sharp({ create: { width: 180, height: 180, channels: 3, background: '#123a5c' } })
    .composite([{ input: inner, left: 20, top: 20 }])
    .png()
    .toBuffer();
  // A second pass: sharp composites last, so only now can the alpha channel be dropped.
  await sharp(square).removeAlpha().png({ compressionLevel: 9 }).toFile(pub('apple-touch-icon.png'));
  for (const file of ['favicon.ico', 'favicon-32.png', 'apple-touch-icon.png']) {
    console.log(`public/${file}  ${fs.statSync(pub(file)).size} bytes`);
  }
}

await wideDrawing(pub('images/site/hero-landscape.svg'), pub('images/previews/home.jpg'));
for (const service of services) {
  await serviceDrawing(
    pub('images/services', `${service.slug}.svg`),
    pub('images/previews', `service-${service.slug}.jpg`),
  );
}
await icons();
