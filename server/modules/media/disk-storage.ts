import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertValidKey, publicUrlForKey, type MediaStorage } from './storage';

/** The folder under `root` whose files are served at /media/. */
export function publicDirOf(root: string): string {
  return path.join(root, 'public');
}

/**
 * Files under a root folder (DATA_DIR/media by default): `public/` is served by the app,
 * `private/` never is. Writes go to a temporary file first and are renamed into place, so a
 * reader never sees half a file.
 */
export function createDiskStorage(root: string): MediaStorage & { root: string } {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(resolvedRoot, key);
    // assertValidKey already refuses "..", this is the belt to its braces.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  return {
    kind: 'disk',
    root: resolvedRoot,
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async size(key) {
      try {
        const stat = await fs.stat(fileOf(key));
        return stat.isFile() ? stat.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    url: publicUrlForKey,
  };
}
