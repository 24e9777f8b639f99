/**
 * The design sheet's face: Montserrat from @fontsource, the site's own sans, embedded in the PDF.
 *
 * The package ships WOFF files; fontkit inflates WOFF tables in plain JavaScript (about 1.5 s a
 * sheet on this server's cores), so each file is unwrapped once into a plain TrueType font with
 * Node's zlib and kept (two files, about 60 kB each).
 */
import { createRequire as requireFrom } from 'node:module';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

// Named apart from `require`: the production bundle's banner declares that name.
const packageFiles = requireFrom(import.meta.url);
const fonts = new Map<number, Buffer>();

/** A WOFF 1.0 file as the TrueType/OpenType font it wraps (WOFF spec, section 5). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font.');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new Error('A WOFF table has the wrong length.');
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Montserrat at a weight (400 or 600), Latin letters, as TrueType bytes pdfkit embeds. */
export function sheetFont(weight: 400 | 600): Buffer {
  let font = fonts.get(weight);
  if (!font) {
    const path =
      weight === 400
        ? packageFiles.resolve('@fontsource/montserrat/files/montserrat-latin-400-normal.woff')
        : packageFiles.resolve('@fontsource/montserrat/files/montserrat-latin-600-normal.woff');
    font = woffToSfnt(readFileSync(path));
    fonts.set(weight, font);
  }
  return font;
}
