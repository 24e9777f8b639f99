import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp, { type Region } from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { buildTestApp, callerFor, signedInCaller, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { demoPricingConfig } from '../calculator/calculator.seed-data';
import { seedCalculator } from '../calculator/calculator.service';
import type { MediaStorage } from '../media/storage';
import { DESIGN_PHOTO_MAX_BYTES, DESIGN_PHOTOS_PATH, designPhotoKey } from './design.photos';
import type { DesignInput } from './design.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A family's snapshot: a warm face-coloured circle on a red ground, with the camera's EXIF (GPS and all). */
async function familyPhoto(format: 'jpeg' | 'png', width = 900, height = 1200): Promise<Buffer> {
  const face = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.3}" fill="#f2c8a0"/></svg>`,
  );
  const image = sharp({ create: { width, height, channels: 3, background: '#c02818' } }).composite([{ input: face }]);
  return format === 'jpeg'
    ? image
        .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera One' }, IFD3: { GPSLatitudeRef: 'N' } })
        .jpeg({ quality: 85 })
        .toBuffer()
    : image.png().toBuffer();
}

function designWithPhotos(porcelain: string, etched: string): DesignInput {
  return {
    version: 1,
    stone: { kind: 'upright', top: 'flat', widthIn: 36, heightIn: 24, granite: 'jet_black', finishes: [] },
    withBase: true,
    foundation: true,
    lettering: [
      {
        id: 'name',
        role: 'name',
        lines: ['ALVAREZ'],
        face: 'roman',
        letterHeightIn: 3,
        align: 'center',
        lineSpacing: 1.6,
        finish: 'v_cut',
        xIn: 18,
        yIn: 3,
      },
    ],
    art: [
      {
        id: 'portrait',
        source: { kind: 'photo', uploadId: porcelain, treatment: 'porcelain' },
        xIn: 18,
        yIn: 13,
        widthIn: 6,
        heightIn: 8,
        mirrored: false,
      },
      {
        id: 'etching',
        source: { kind: 'photo', uploadId: etched, treatment: 'etched' },
        xIn: 7,
        yIn: 14,
        widthIn: 7,
        heightIn: 8,
        mirrored: false,
      },
    ],
    priceListVersionId: null,
  };
}

/** A part of a picture's statistics (sharp's stats() reads the whole input, so the part is cut out first). */
async function region(bytes: Buffer, area: Region) {
  return sharp(await sharp(bytes).extract(area).png().toBuffer()).stats();
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(1);
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await task.destroy();
  }
}

describe.each(databaseTargets)('a family’s photo in the design playground (%s)', { timeout: 60_000 }, (target) => {
  let database: Database;
  let storage: MediaStorage;
  let app: FastifyInstance;
  let address = 0;
  const nextAddress = () => `203.0.113.${++address}`;

  const upload = (payload: Buffer | string, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    app.inject({
      method: 'POST',
      url: DESIGN_PHOTOS_PATH,
      headers: { 'content-type': 'image/jpeg', 'sec-fetch-site': 'same-origin', ...headers },
      payload,
      remoteAddress,
    });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    storage = tempStorage();
    await seedCalculator(database.db, demoPricingConfig, { note: 'Starting prices' });
    app = await buildTestApp(database, { storage });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('takes a JPEG and a PNG, keeps them privately without their metadata, and answers an upload id', async () => {
    const started = performance.now();
    const jpeg = await upload(await familyPhoto('jpeg'));
    console.log(`design photo: a 900 × 1200 JPEG taken in ${(performance.now() - started).toFixed(0)} ms`);
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.headers['cache-control']).toBe('private, no-store');
    const { uploadId } = jpeg.json<{ uploadId: string }>();
    expect(uploadId).toMatch(UUID);

    const kept = (await storage.get(designPhotoKey(uploadId, 'photo')!))!;
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 900, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(kept.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Private: no file of it under the public prefix served at /media/.
    expect(designPhotoKey(uploadId, 'porcelain')).toMatch(/^private\/design-photos\//);

    const png = await upload(await familyPhoto('png', 400, 300), { 'content-type': 'image/png' });
    expect(png.statusCode).toBe(201);
    expect(png.json<{ uploadId: string }>().uploadId).toMatch(UUID);
  });

  it('refuses what is not a photo, an empty body, a file too big and another site, in plain words', async () => {
    const text = await upload('Dear family, this is a letter, not a photo.', { 'content-type': 'image/jpeg' });
    expect(text.statusCode).toBe(422);
    expect(text.json<{ error: string }>().error).toBe(
      'This file is not a JPEG, PNG, WebP or AVIF image. Please choose a photo in one of those formats.',
    );

    const pdf = await upload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), {
      'content-type': 'application/pdf',
    });
    expect(pdf.statusCode).toBe(422);

    const truncated = (await familyPhoto('jpeg')).subarray(0, 4000);
    const damaged = await upload(truncated);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json<{ error: string }>().error).toMatch(/could not be read/);

    // A decompression bomb: a small PNG whose header claims 20,000 × 20,000 pixels is refused from
    // its header, before anything is decoded.
    const bomb = await familyPhoto('png', 64, 64);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const bombed = await upload(bomb, { 'content-type': 'image/png' });
    expect(bombed.statusCode).toBe(422);
    expect(bombed.json<{ error: string }>().error).toBe(
      'This image is 20000 x 20000 pixels; the limit is 50 megapixels.',
    );

    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe('No photo arrived. Please choose it again.');

    const big = Buffer.alloc(DESIGN_PHOTO_MAX_BYTES + 1, 0xff);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ error: string }>().error).toBe('The file is larger than 15 MB. Please send a smaller copy.');

    const elsewhere = await upload(await familyPhoto('png', 64, 64), { 'sec-fetch-site': 'cross-site' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<{ error: string }>().error).toBe(
      'Please add your photo from the design playground on our site.',
    );
  });

  it('lets one address add 20 photos an hour, then asks it to wait', async () => {
    const from = nextAddress();
    const small = await familyPhoto('png', 48, 64);
    for (let i = 0; i < 20; i++) {
      expect((await upload(small, { 'content-type': 'image/png' }, from)).statusCode).toBe(201);
    }
    const refused = await upload(small, { 'content-type': 'image/png' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json<{ error: string }>().error).toMatch(
      /^You have added many photos in a short time\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another family is not held up.
    expect((await upload(small, { 'content-type': 'image/png' })).statusCode).toBe(201);
  });

  it('shows a photo as a colour porcelain oval and as an etching on black granite, privately', async () => {
    const { uploadId } = (await upload(await familyPhoto('jpeg'))).json<{ uploadId: string }>();
    const porcelain = await app.inject({ url: `${DESIGN_PHOTOS_PATH}/${uploadId}/porcelain.jpg` });
    expect(porcelain.statusCode).toBe(200);
    expect(porcelain.headers['content-type']).toBe('image/jpeg');
    expect(porcelain.headers['cache-control']).toBe('private, max-age=86400');
    expect(porcelain.headers['x-robots-tag']).toBe('noindex');
    const oval = await sharp(porcelain.rawPayload).metadata();
    expect([oval.format, oval.width, oval.height, oval.channels]).toEqual(['jpeg', 720, 960, 3]);
    const colour = await sharp(porcelain.rawPayload).stats();
    // Still in colour: the red ground is far redder than it is blue.
    expect(colour.channels[0]!.mean - colour.channels[2]!.mean).toBeGreaterThan(40);

    const etched = await app.inject({ url: `${DESIGN_PHOTOS_PATH}/${uploadId.toUpperCase()}/etched.jpg` });
    expect(etched.statusCode).toBe(200);
    expect(etched.headers['cache-control']).toBe('private, max-age=86400');
    const etching = await sharp(etched.rawPayload).metadata();
    expect([etching.format, etching.width, etching.height]).toEqual(['jpeg', 720, 960]);
    const grey = await sharp(etched.rawPayload).stats();
    const [r, g, b] = grey.channels;
    // Grey (no colour left), light marks on a dark stone: the corners are near black, the face light.
    expect(Math.abs(r!.mean - b!.mean)).toBeLessThan(3);
    expect(Math.abs(r!.mean - g!.mean)).toBeLessThan(3);
    const corner = await region(etched.rawPayload, { left: 0, top: 0, width: 20, height: 20 });
    expect(corner.channels[0]!.mean).toBeLessThan(30);
    const face = await region(etched.rawPayload, { left: 340, top: 364, width: 40, height: 40 });
    expect(face.channels[0]!.mean).toBeGreaterThan(150);

    for (const url of [
      `${DESIGN_PHOTOS_PATH}/${randomUUID()}/porcelain.jpg`,
      `${DESIGN_PHOTOS_PATH}/not-an-id/etched.jpg`,
      `${DESIGN_PHOTOS_PATH}/${uploadId}/photo.jpg`,
    ]) {
      const missing = await app.inject({ url, remoteAddress: nextAddress() });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-robots-tag']).toBe(url.endsWith('photo.jpg') ? undefined : 'noindex');
      if (!url.endsWith('photo.jpg')) expect(missing.body).toContain('We could not find that photo');
    }
  });

  it('draws a design with a porcelain portrait and an etching in its PNG, its PDF sheet and its basket line', async () => {
    const staff = await signedInCaller(database, { admin: true });
    await staff.admin.settings.update({
      section: 'gates',
      value: { calculatorAccessForm: true, designToolAccessForm: false },
    });
    const porcelainId = (await upload(await familyPhoto('jpeg'))).json<{ uploadId: string }>().uploadId;
    const etchedId = (await upload(await familyPhoto('jpeg', 1200, 900))).json<{ uploadId: string }>().uploadId;
    const family = callerFor(database, { storage, basketSessionId: randomUUID(), ip: '198.51.100.91' });
    const { reference } = await family.design.save({ design: designWithPhotos(porcelainId, etchedId) });

    const png = await app.inject({ url: `/ai-tools/design-playground/${reference}/design.png` });
    expect(png.statusCode).toBe(200);
    const picture = sharp(png.rawPayload);
    const meta = await picture.metadata();
    expect(meta.format).toBe('png');
    // The portrait (its centre 21 in from the scene's left edge: the face starts 3 in in) shows
    // the photo's red ground in colour, not a placeholder's outline.
    const scale = meta.width! / 42;
    const centre = await region(png.rawPayload, {
      left: Math.round(21 * scale) - 5,
      top: Math.round(11 * scale),
      width: 10,
      height: 10,
    });
    const [red, , blue] = centre.channels;
    expect(red!.mean).toBeGreaterThan(150);
    expect(red!.mean - blue!.mean).toBeGreaterThan(20);

    const pdf = await app.inject({ url: `/ai-tools/design-playground/${reference}/design-sheet.pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Porcelain portrait');
    expect(text).toContain('Laser-etched photo');
    // The pictures are placed as images: the sheet is far larger than one without them.
    expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    const line = await family.basket.add({ itemType: 'design', itemId: reference });
    expect(line).toMatchObject({ status: 'added' });
    const { items } = await family.basket.list();
    const svg = items.find((item) => item.itemType === 'design')!.data.design!.svg;
    expect(svg).not.toContain(DESIGN_PHOTOS_PATH);
    expect(svg.match(/data:image\/jpeg;base64,/g)?.length).toBe(2);
    console.log(
      `design with two photos: PNG ${(png.rawPayload.length / 1024).toFixed(0)} kB, PDF ${(pdf.rawPayload.length / 1024).toFixed(0)} kB, basket SVG ${(svg.length / 1024).toFixed(0)} kB`,
    );
    expect(svg.length).toBeLessThan(200_000);
  });
});
