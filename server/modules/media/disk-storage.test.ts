import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage, publicDirOf } from './disk-storage';
import { assertValidKey, contentTypeForKey, keyForPublicUrl, publicUrlForKey } from './storage';

describe('disk storage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-storage-test-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, gets, checks and deletes files', async () => {
    const storage = createDiskStorage(root);
    const key = 'public/abc123-400w.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('first'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe('first');
    await storage.put(key, Buffer.from('second'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('second');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('keeps public files where /media/ serves them and private files elsewhere', async () => {
    const storage = createDiskStorage(root);
    await storage.put('public/name-960w.avif', Buffer.from('a'), 'image/avif');
    await storage.put('private/originals/name.jpg', Buffer.from('b'), 'image/jpeg');
    expect(fs.existsSync(path.join(publicDirOf(root), 'name-960w.avif'))).toBe(true);
    expect(fs.existsSync(path.join(publicDirOf(root), 'originals'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'private/originals/name.jpg'))).toBe(true);
    expect(storage.url('public/name-960w.avif')).toBe('/media/name-960w.avif');
    expect(() => storage.url('private/originals/name.jpg')).toThrow(/no public URL/);
  });

  it('leaves no temporary files behind', async () => {
    const storage = createDiskStorage(root);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => storage.put('public/same-400w.webp', Buffer.from(`v${i}`), 'image/webp')),
    );
    expect(fs.readdirSync(publicDirOf(root))).toEqual(['same-400w.webp']);
  });

  it('refuses keys that could leave its folder or are not its own', async () => {
    const storage = createDiskStorage(root);
    for (const key of [
      '../etc/passwd',
      'public/../../x',
      '/etc/passwd',
      'public/a/../../b',
      'other/x.webp',
      'public/',
      'public/Upper.webp',
      'public/a b.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('storage keys and URLs', () => {
  it('maps public keys to /media/ URLs and back', () => {
    expect(publicUrlForKey('public/x-400w.webp')).toBe('/media/x-400w.webp');
    expect(keyForPublicUrl('/media/x-400w.webp')).toBe('public/x-400w.webp');
    expect(keyForPublicUrl('/media/../private/originals/x.jpg')).toBeNull();
    expect(keyForPublicUrl('https://old-site.example/x.jpg')).toBeNull();
    expect(() => assertValidKey('private/originals/x.jpg')).not.toThrow();
  });

  it('knows the content type of every file the pipeline writes', () => {
    expect(contentTypeForKey('public/x-400w.webp')).toBe('image/webp');
    expect(contentTypeForKey('public/x-400w.avif')).toBe('image/avif');
    expect(contentTypeForKey('public/x-1600w.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('private/originals/x.png')).toBe('image/png');
  });
});
