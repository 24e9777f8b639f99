import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoArtNodes } from './design.photo-art';
import { designPhotoHref, designPhotoKey, keyForDesignPhotoHref, processDesignPhoto } from './design.photos';

const ID = '3f1c2b4a-8d7e-4c21-9a0b-5e6f7a8b9c0d';

describe('a family photo’s keys and addresses', () => {
  it('keeps every file under the private prefix, keyed by the upload id alone', () => {
    expect(designPhotoKey(ID, 'photo')).toBe(`private/design-photos/${ID}/photo.jpg`);
    expect(designPhotoKey(ID.toUpperCase(), 'etched')).toBe(`private/design-photos/${ID}/etched.jpg`);
    for (const bad of ['', '..', '../../etc/passwd', `${ID}/..`, 'not-a-uuid', `${ID}x`]) {
      expect(designPhotoKey(bad, 'porcelain')).toBeNull();
    }
  });

  it('reads a preview’s address back to its storage key, and nothing else', () => {
    const href = designPhotoHref(ID, 'porcelain');
    expect(href).toBe(`/ai-tools/design-playground/photos/${ID}/porcelain.jpg`);
    expect(keyForDesignPhotoHref(href)).toBe(`private/design-photos/${ID}/porcelain.jpg`);
    for (const other of [
      `/ai-tools/design-playground/photos/${ID}/photo.jpg`,
      `/ai-tools/design-playground/photos/../${ID}/etched.jpg`,
      `/media/${ID}-400w.webp`,
      `https://elsewhere.example/ai-tools/design-playground/photos/${ID}/etched.jpg`,
    ]) {
      expect(keyForDesignPhotoHref(other)).toBeNull();
    }
  });
});

describe('a family photo’s drawing', () => {
  it('fits a porcelain oval of 3 : 4 in its box, clipped and rimmed', () => {
    const [image, rim] = photoArtNodes({ widthIn: 8, heightIn: 8 }, { uploadId: ID, treatment: 'porcelain' });
    expect(image).toMatchObject({ kind: 'image', xIn: 1, yIn: 0, widthIn: 6, heightIn: 8, role: 'photo' });
    expect(image?.kind === 'image' && image.clipD).toMatch(/^M1\.06 4 A2\.94 3\.94 0 1 0 6\.94 4 /);
    expect(rim).toMatchObject({ kind: 'path', fill: null, role: 'photo-rim', strokeWidthIn: 0.12 });
  });

  it('fills the box with an etching', () => {
    expect(photoArtNodes({ widthIn: 7, heightIn: 5 }, { uploadId: ID, treatment: 'etched' })).toEqual([
      { kind: 'image', href: designPhotoHref(ID, 'etched'), xIn: 0, yIn: 0, widthIn: 7, heightIn: 5, role: 'photo' },
    ]);
  });
});

describe('processDesignPhoto', () => {
  it('turns a sideways phone photo upright and keeps none of its metadata', async () => {
    // Stored 400 wide and 300 tall, with the camera's "rotate 90°" (orientation 6) and its make.
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a5a40' } })
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const files = await processDesignPhoto(sideways);
    const kept = await sharp(files.photo).metadata();
    expect([kept.width, kept.height, kept.orientation, kept.exif]).toEqual([300, 400, undefined, undefined]);
    for (const file of [files.photo, files.porcelain, files.etched]) {
      expect(file.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect((await sharp(file).metadata()).format).toBe('jpeg');
    }
    expect(await sharp(files.porcelain).metadata()).toMatchObject({ width: 720, height: 960 });
    // Never enlarged past the photo: a 300 × 400 photo's etching stays 300 × 400.
    expect(await sharp(files.etched).metadata()).toMatchObject({ width: 300, height: 400 });
  });
});
