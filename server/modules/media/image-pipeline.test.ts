import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import {
  ImageRejectedError,
  MAX_UPLOAD_BYTES,
  processImage,
  RENDITION_WIDTHS,
  sniffImageFormat,
  VARIANT_WIDTHS,
} from './image-pipeline';

// Encoding AVIF is slow on a busy machine; these tests encode several.
vi.setConfig({ testTimeout: 60_000 });

const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#5b6d7e', noise: { type: 'gaussian', mean: 128, sigma: 4 } },
  });

async function rejection(bytes: Buffer, options = {}) {
  try {
    await processImage(bytes, options);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error;
    throw error;
  }
  throw new Error('The pipeline accepted the file');
}

/** A PNG whose header claims huge dimensions, with almost no data: a decompression bomb. */
function bombPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sniffImageFormat', () => {
  it('knows the four formats by their first bytes and nothing else', async () => {
    const base = photo(16, 16);
    expect(sniffImageFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await base.clone().avif().toBuffer())).toBe('avif');
    expect(sniffImageFormat(await base.clone().gif().toBuffer())).toBeNull();
    expect(sniffImageFormat(await base.clone().tiff().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it('renders the four widths in WebP and AVIF plus a JPEG, never enlarging', async () => {
    const result = await processImage(await photo(2000, 1500).jpeg().toBuffer());
    expect(result.sourceFormat).toBe('jpeg');
    expect([result.width, result.height]).toEqual([VARIANT_WIDTHS.optimized, 1200]);
    for (const variant of ['thumbnail', 'small', 'medium', 'optimized'] as const) {
      for (const format of ['webp', 'avif'] as const) {
        const r = result.renditions.find((x) => x.variant === variant && x.format === format)!;
        expect(r.width).toBe(RENDITION_WIDTHS[variant]);
        const meta = await sharp(r.data).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(RENDITION_WIDTHS[variant]);
        expect(meta.height).toBe(Math.round((1500 * RENDITION_WIDTHS[variant]) / 2000));
      }
    }
    expect(VARIANT_WIDTHS).toEqual({ thumbnail: 400, medium: 960, optimized: 1600 });
    expect(result.renditions.find((r) => r.variant === 'fallback')).toMatchObject({ format: 'jpeg', width: 1600 });
    expect(result.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
    // The link preview: a 1200 x 630 JPEG (decision record 184).
    const preview = result.renditions.find((r) => r.variant === 'preview')!;
    expect(preview).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(await sharp(preview.data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const small = await processImage(await photo(300, 200).png().toBuffer());
    expect(small.renditions.filter((r) => r.variant !== 'preview').every((r) => r.width === 300)).toBe(true);
    // A small picture's preview is enlarged to the size link cards need, never sent narrower.
    const smallPreview = small.renditions.find((r) => r.variant === 'preview')!;
    expect(await sharp(smallPreview.data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('accepts PNG, WebP and AVIF uploads', async () => {
    for (const encode of [(s: Sharp) => s.png(), (s: Sharp) => s.webp(), (s: Sharp) => s.avif()]) {
      const result = await processImage(await encode(photo(640, 480)).toBuffer());
      expect(result.renditions.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('strips every piece of metadata, GPS included', async () => {
    const withGps = await photo(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '34/1 46/1 28/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '96/1 40/1 42/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const result = await processImage(withGps);
    for (const rendition of result.renditions) {
      const meta = await sharp(rendition.data).metadata();
      expect(meta.exif, `${rendition.variant} ${rendition.format}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(rendition.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('turns photos the right way up from their EXIF orientation', async () => {
    // Stored 400 wide and 200 tall, with "rotate 90" in its EXIF: the real picture is 200 x 400.
    const sideways = await photo(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processImage(sideways);
    expect([result.width, result.height]).toEqual([200, 400]);
    const meta = await sharp(result.renditions[0]!.data).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a PDF named .jpg, by its content', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const error = await rejection(pdf);
    expect(error.reason).toBe('not-an-image');
    expect(error.message).toBe(
      'This file is not a JPEG, PNG, WebP or AVIF image. Please choose a photo in one of those formats.',
    );
  });

  it('refuses an SVG, even one carrying a script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
    );
    expect((await rejection(svg)).reason).toBe('not-an-image');
  });

  it('refuses a truncated JPEG instead of padding it grey', async () => {
    const jpeg = await photo(1200, 900).jpeg({ quality: 90 }).toBuffer();
    const error = await rejection(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(error.reason).toBe('damaged');
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = bombPng(60_000, 60_000); // 3.6 gigapixels in about a kilobyte
    expect(bomb.length).toBeLessThan(4096);
    const started = Date.now();
    const error = await rejection(bomb);
    expect(error.reason).toBe('too-many-pixels');
    expect(error.message).toMatch(/60000 x 60000 pixels; the limit is 50 megapixels/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('enforces the pixel limit on real images too', async () => {
    const error = await rejection(await photo(1200, 1000).png().toBuffer(), { maxPixels: 1_000_000 });
    expect(error.reason).toBe('too-many-pixels');
  });

  it('refuses a file over the byte limit without reading it as an image', async () => {
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    huge.set([0xff, 0xd8, 0xff], 0);
    const error = await rejection(huge);
    expect(error.reason).toBe('too-large');
    expect(error.message).toMatch(/the limit is 25 MB/);
  });

  it('refuses an empty file and garbage behind a valid signature', async () => {
    expect((await rejection(Buffer.alloc(0))).reason).toBe('empty');
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await rejection(garbage)).reason).toBe('damaged');
  });
});
