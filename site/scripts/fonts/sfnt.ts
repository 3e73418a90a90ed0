import { brotliCompressSync, constants, inflateSync } from 'node:zlib';

/** A font's tables by tag, as an sfnt (TrueType) holds them, and its flavour. */
export interface Sfnt {
  flavor: number;
  tables: Map<string, Buffer>;
}

/** Reads a WOFF 1.0 file: each table zlib-compressed unless that would not have made it smaller. */
export function readWoff(file: Buffer): Sfnt {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < file.readUInt16BE(12); i++) {
    const entry = 44 + i * 20;
    const [offset, compLength, origLength] = [file.readUInt32BE(entry + 4), file.readUInt32BE(entry + 8), file.readUInt32BE(entry + 12)];
    const data = file.subarray(offset, offset + compLength);
    tables.set(file.toString('latin1', entry, entry + 4), compLength === origLength ? Buffer.from(data) : inflateSync(data));
  }
  return { flavor: file.readUInt32BE(4), tables };
}

/** UIntBase128 (WOFF2 §4.1): seven bits a byte, most significant first, the high bit set on all but the last. */
function base128(value: number): Buffer {
  const bytes = [value & 0x7f];
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift(0x80 | (rest & 0x7f));
  return Buffer.from(bytes);
}

const pad4 = (n: number) => (n + 3) & ~3;

/**
 * Writes a WOFF2 file with every table untransformed (glyf and loca carry the "null transform",
 * version 3; the others version 0) and the table data Brotli-compressed as one stream.
 */
export function writeWoff2({ flavor, tables }: Sfnt): Buffer {
  const tags = [...tables.keys()].sort();
  const directory = Buffer.concat(
    tags.map((tag) => {
      const nullTransform = tag === 'glyf' || tag === 'loca' ? 0xc0 : 0x00;
      // 63: the tag follows in four bytes instead of being one of the spec's known ones.
      return Buffer.concat([Buffer.from([nullTransform | 63]), Buffer.from(tag, 'latin1'), base128(tables.get(tag)!.length)]);
    }),
  );
  const data = Buffer.concat(tags.map((tag) => tables.get(tag)!));
  const compressed = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT } });
  const sfntSize = 12 + 16 * tags.length + tags.reduce((sum, tag) => sum + pad4(tables.get(tag)!.length), 0);
  const length = pad4(48 + directory.length + compressed.length);
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(flavor, 4);
  header.writeUInt32BE(length, 8);
  header.writeUInt16BE(tags.length, 12);
  header.writeUInt32BE(sfntSize, 16);
  header.writeUInt32BE(compressed.length, 20);
  header.writeUInt16BE(1, 24);
  const file = Buffer.alloc(length);
  Buffer.concat([header, directory, compressed]).copy(file);
  return file;
}

/** The glyph a character maps to, from the cmap's Unicode format 4 subtable (the Basic Multilingual Plane). */
export function glyphOf(cmap: Buffer, char: string): number {
  const code = char.codePointAt(0)!;
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const record = 4 + i * 8;
    const [platform, encoding, offset] = [cmap.readUInt16BE(record), cmap.readUInt16BE(record + 2), cmap.readUInt32BE(record + 4)];
    if (!((platform === 3 && encoding === 1) || platform === 0) || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      if (code > cmap.readUInt16BE(ends + s * 2) || code < cmap.readUInt16BE(starts + s * 2)) continue;
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - cmap.readUInt16BE(starts + s * 2)) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  throw new Error(`no glyph for ${char} in the font`);
}
