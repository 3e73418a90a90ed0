import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * EXIF with a GPS section, written byte by byte, so the photos tests upload a position that
 * does not depend on what an image library chooses to write, and can check it is there.
 * Tests only. The layout is TIFF 6.0 (little-endian) inside a JPEG APP1 "Exif" segment:
 * IFD0 { Make, GPSInfo → GPS IFD { LatitudeRef N, Latitude 40° 25′, LongitudeRef W, Longitude 3° 42′, MapDatum WGS-84 } }.
 */

const GPS_IFD_TAG = 0x8825;
const EXIF_HEADER = 'Exif\0\0';
/** The camera's name in the fixture's IFD0: a stored image must not carry it. */
const FIXTURE_CAMERA = 'AtelierGpsFixture';
/** The datum text in the fixture's GPS section: a stored image must not carry it. */
const FIXTURE_DATUM = 'WGS-84';

const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;

interface Entry {
  tag: number;
  type: typeof ASCII | typeof LONG | typeof RATIONAL;
  /** ASCII text (without its NUL), rationals as [numerator, denominator] pairs, or one LONG. */
  value: string | Array<[number, number]> | number;
}

/** One IFD placed at `at` (its offsets count from the TIFF header), its out-of-line values right after it; no next IFD. */
function ifd(at: number, entries: Entry[]): Buffer {
  const head = Buffer.alloc(2 + entries.length * 12 + 4);
  head.writeUInt16LE(entries.length, 0);
  const extra: Buffer[] = [];
  let dataAt = at + head.length;
  entries.forEach((entry, n) => {
    const base = 2 + n * 12;
    head.writeUInt16LE(entry.tag, base);
    head.writeUInt16LE(entry.type, base + 2);
    let bytes: Buffer;
    if (typeof entry.value === 'number') {
      head.writeUInt32LE(1, base + 4);
      head.writeUInt32LE(entry.value, base + 8);
      return;
    } else if (typeof entry.value === 'string') {
      bytes = Buffer.from(`${entry.value}\0`, 'latin1');
    } else {
      bytes = Buffer.alloc(entry.value.length * 8);
      entry.value.forEach(([num, den], i) => {
        bytes.writeUInt32LE(num, i * 8);
        bytes.writeUInt32LE(den, i * 8 + 4);
      });
    }
    head.writeUInt32LE(entry.type === ASCII ? bytes.length : bytes.length / 8, base + 4);
    if (bytes.length <= 4) {
      bytes.copy(head, base + 8);
    } else {
      head.writeUInt32LE(dataAt, base + 8);
      extra.push(bytes);
      dataAt += bytes.length;
    }
  });
  return Buffer.concat([head, ...extra]);
}

/** The TIFF block of an EXIF segment that holds a position. */
function gpsExifTiff(): Buffer {
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const ifd0Size = ifd(8, [
    { tag: 0x010f, type: ASCII, value: FIXTURE_CAMERA },
    { tag: GPS_IFD_TAG, type: LONG, value: 0 },
  ]).length;
  const gpsAt = 8 + ifd0Size;
  const ifd0 = ifd(8, [
    { tag: 0x010f, type: ASCII, value: FIXTURE_CAMERA },
    { tag: GPS_IFD_TAG, type: LONG, value: gpsAt },
  ]);
  const gps = ifd(gpsAt, [
    { tag: 0x0001, type: ASCII, value: 'N' },
    { tag: 0x0002, type: RATIONAL, value: [[40, 1], [25, 1], [0, 1]] },
    { tag: 0x0003, type: ASCII, value: 'W' },
    { tag: 0x0004, type: RATIONAL, value: [[3, 1], [42, 1], [0, 1]] },
    { tag: 0x0012, type: ASCII, value: FIXTURE_DATUM },
  ]);
  return Buffer.concat([header, ifd0, gps]);
}

/** The JPEG with an APP1 Exif segment holding gpsExifTiff(), after its SOI and any APP0 (JFIF). */
export function withGpsExif(jpeg: Uint8Array): Uint8Array {
  const bytes = Buffer.from(jpeg);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('withGpsExif: not a JPEG');
  let at = 2;
  if (bytes[at] === 0xff && bytes[at + 1] === 0xe0) at += 2 + bytes.readUInt16BE(at + 2);
  const payload = Buffer.concat([Buffer.from(EXIF_HEADER, 'latin1'), gpsExifTiff()]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(2 + payload.length, 2);
  return new Uint8Array(Buffer.concat([bytes.subarray(0, at), segment, payload, bytes.subarray(at)]));
}

/**
 * Whether an EXIF block (as sharp's metadata().exif returns it, or an APP1 payload) points to
 * a GPS section: IFD0 carries tag 0x8825 when the photo has a position.
 */
function hasGpsSection(exif: Uint8Array): boolean {
  const bytes = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  const tiff = bytes.subarray(0, 6).toString('latin1') === EXIF_HEADER ? 6 : 0;
  const little = bytes.subarray(tiff, tiff + 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const entries = u16(ifd0);
  for (let n = 0; n < entries; n++) {
    if (u16(ifd0 + 2 + n * 12) === GPS_IFD_TAG) return true;
  }
  return false;
}

/** Whether a JPEG's own bytes hold an Exif APP1 segment with a GPS section, read without an image library. */
function jpegHasGps(jpeg: Uint8Array): boolean {
  const bytes = Buffer.from(jpeg);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda || marker === 0xd9) return false; // start of scan or end: no more headers
    const length = bytes.readUInt16BE(at + 2);
    const payload = bytes.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && payload.subarray(0, 6).toString('latin1') === EXIF_HEADER && hasGpsSection(payload)) return true;
    at += 2 + length;
  }
  return false;
}

/** A fixture about to be uploaded does carry a position, read from its bytes and by the image library the server uses. */
export async function expectGpsIn(upload: Uint8Array): Promise<void> {
  expect(jpegHasGps(upload)).toBe(true);
  const { exif } = await sharp(upload).metadata();
  expect(exif !== undefined && hasGpsSection(exif)).toBe(true);
}

/** A stored image carries no EXIF at all (so no position), nor any of the fixture's text. */
export async function expectNoGpsIn(stored: Uint8Array): Promise<void> {
  const { exif } = await sharp(stored).metadata();
  expect(exif).toBeUndefined();
  const bytes = Buffer.from(stored);
  expect(bytes.includes(FIXTURE_CAMERA)).toBe(false);
  expect(bytes.includes(FIXTURE_DATUM)).toBe(false);
  expect(bytes.includes(EXIF_HEADER)).toBe(false);
}
