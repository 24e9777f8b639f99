import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProcessedImage, Rendition, SourceFormat } from '#server/modules/media/image-pipeline';

/** A demo picture: the source file and every rendition the image pipeline made of it. */
export interface DemoPicture {
  bytes: Buffer;
  processed: ProcessedImage;
}

/** Where one kind of demo picture is kept: a folder name (with its versions) and a key per picture. */
export interface DemoPictureSlot {
  /** Folder name, the same under this machine's render cache and under the build's prepared folder. */
  folder: string;
  /** The picture's name in the folder (a hash of what it is drawn from). */
  key: string;
}

interface Meta {
  sourceFormat?: SourceFormat;
  width: number;
  height: number;
  placeholderColor: string;
  renditions: Array<Omit<Rendition, 'data'> & { file: string }>;
}

/** This machine's render cache: pictures drawn once are kept between runs (and test databases). */
const cacheRoot = () => os.tmpdir();

async function readPicture(dir: string, key: string): Promise<DemoPicture | null> {
  try {
    const meta = JSON.parse(await fs.readFile(path.join(dir, `${key}.json`), 'utf8')) as Meta;
    const bytes = await fs.readFile(path.join(dir, `${key}-source.jpg`));
    const renditions = await Promise.all(
      meta.renditions.map(async ({ file, ...r }) => ({ ...r, data: await fs.readFile(path.join(dir, file)) })),
    );
    const { sourceFormat = 'jpeg', width, height, placeholderColor } = meta;
    return { bytes, processed: { sourceFormat, width, height, placeholderColor, renditions } };
  } catch {
    return null; // not there (or a partial entry)
  }
}

async function writeAtomic(file: string, data: Buffer | string) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/** Writes a picture into `dir` (the metadata last, so a reader never sees half of one). */
export async function writeDemoPicture(dir: string, key: string, picture: DemoPicture): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const { processed } = picture;
  const renditions = await Promise.all(
    processed.renditions.map(async (r, i) => {
      const file = `${key}-${i}.bin`;
      await writeAtomic(path.join(dir, file), r.data);
      return { variant: r.variant, format: r.format, width: r.width, height: r.height, file };
    }),
  );
  // The source keeps its old name whatever its format (entries written before the format was recorded).
  await writeAtomic(path.join(dir, `${key}-source.jpg`), picture.bytes);
  const meta: Meta = {
    sourceFormat: processed.sourceFormat,
    width: processed.width,
    height: processed.height,
    placeholderColor: processed.placeholderColor,
    renditions,
  };
  await writeAtomic(path.join(dir, `${key}.json`), JSON.stringify(meta));
}

/**
 * A demo picture, drawn only when neither the build's prepared copy (`prepared`, decision record
 * 225) nor this machine's render cache has it; a picture drawn here is kept in the render cache.
 */
export async function demoPicture(
  slot: DemoPictureSlot,
  draw: () => Promise<DemoPicture>,
  options: { prepared?: string } = {},
): Promise<DemoPicture & { cached: boolean }> {
  const cacheDir = path.join(cacheRoot(), slot.folder);
  const dirs = options.prepared ? [path.join(options.prepared, slot.folder), cacheDir] : [cacheDir];
  for (const dir of dirs) {
    const found = await readPicture(dir, slot.key);
    if (found) return { ...found, cached: true };
  }
  const picture = await draw();
  // A cache that cannot be written only makes the next seed slower.
  await writeDemoPicture(cacheDir, slot.key, picture).catch(() => {});
  return { ...picture, cached: false };
}
