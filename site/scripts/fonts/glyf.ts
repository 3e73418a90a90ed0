/** A point of a TrueType outline, in font units, on or off the curve. */
export interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

/** A simple (not composite) TrueType glyph: its contours, hinting instructions and overlap flag. */
export interface SimpleGlyph {
  contours: Point[][];
  instructions: Buffer;
  overlap: boolean;
}

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;

/** Every glyph's bytes, cut from glyf by loca (short offsets are halved, long ones are not). */
export function splitGlyphs(glyf: Buffer, loca: Buffer, longOffsets: boolean, count: number): Buffer[] {
  const at = (i: number) => (longOffsets ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
  return Array.from({ length: count }, (_, i) => glyf.subarray(at(i), at(i + 1)));
}

/** glyf and long-offset loca for these glyphs, each glyph 4-byte aligned. */
export function joinGlyphs(glyphs: readonly Buffer[]): { glyf: Buffer; loca: Buffer } {
  const loca = Buffer.alloc((glyphs.length + 1) * 4);
  const parts: Buffer[] = [];
  let offset = 0;
  glyphs.forEach((glyph, i) => {
    loca.writeUInt32BE(offset, i * 4);
    const padded = Buffer.alloc((glyph.length + 3) & ~3);
    glyph.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  loca.writeUInt32BE(offset, glyphs.length * 4);
  return { glyf: Buffer.concat(parts), loca };
}

export function decodeSimpleGlyph(data: Buffer): SimpleGlyph {
  const contourCount = data.readInt16BE(0);
  if (contourCount < 0) throw new Error('a composite glyph, not a simple one');
  const ends = Array.from({ length: contourCount }, (_, i) => data.readUInt16BE(10 + i * 2));
  const pointCount = contourCount === 0 ? 0 : ends.at(-1)! + 1;
  const instructionLength = data.readUInt16BE(10 + contourCount * 2);
  let p = 12 + contourCount * 2;
  const instructions = Buffer.from(data.subarray(p, p + instructionLength));
  p += instructionLength;
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = data[p++]!;
    flags.push(flag);
    if (flag & REPEAT) for (let n = data[p++]!; n > 0; n--) flags.push(flag);
  }
  const coordinates = (short: number, sameOrPositive: number) => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & short) {
        value += (flag & sameOrPositive ? 1 : -1) * data[p++]!;
      } else if (!(flag & sameOrPositive)) {
        value += data.readInt16BE(p);
        p += 2;
      }
      return value;
    });
  };
  const xs = coordinates(X_SHORT, X_SAME_OR_POSITIVE);
  const ys = coordinates(Y_SHORT, Y_SAME_OR_POSITIVE);
  const points = flags.map((flag, i) => ({ x: xs[i]!, y: ys[i]!, onCurve: Boolean(flag & ON_CURVE) }));
  const contours = ends.map((end, i) => points.slice(i === 0 ? 0 : ends[i - 1]! + 1, end + 1));
  return { contours, instructions, overlap: Boolean(flags[0]! & OVERLAP_SIMPLE) };
}

export function boundsOf(points: readonly Point[]): { xMin: number; yMin: number; xMax: number; yMax: number } {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) };
}

/** The glyph's bytes again: one flag a point (no repeats), each coordinate as a byte where it fits. */
export function encodeSimpleGlyph(glyph: SimpleGlyph): Buffer {
  const points = glyph.contours.flat();
  const box = boundsOf(points);
  const header = Buffer.alloc(10 + glyph.contours.length * 2 + 2);
  header.writeInt16BE(glyph.contours.length, 0);
  header.writeInt16BE(box.xMin, 2);
  header.writeInt16BE(box.yMin, 4);
  header.writeInt16BE(box.xMax, 6);
  header.writeInt16BE(box.yMax, 8);
  let end = -1;
  glyph.contours.forEach((contour, i) => header.writeUInt16BE((end += contour.length), 10 + i * 2));
  header.writeUInt16BE(glyph.instructions.length, 10 + glyph.contours.length * 2);

  const flags: number[] = [];
  const xBytes: number[] = [];
  const yBytes: number[] = [];
  const put = (delta: number, bytes: number[], short: number, sameOrPositive: number): number => {
    if (delta === 0) return sameOrPositive;
    if (Math.abs(delta) < 256) {
      bytes.push(Math.abs(delta));
      return short | (delta > 0 ? sameOrPositive : 0);
    }
    bytes.push((delta >> 8) & 0xff, delta & 0xff);
    return 0;
  };
  let [x, y] = [0, 0];
  points.forEach((point, i) => {
    let flag = (point.onCurve ? ON_CURVE : 0) | (i === 0 && glyph.overlap ? OVERLAP_SIMPLE : 0);
    flag |= put(point.x - x, xBytes, X_SHORT, X_SAME_OR_POSITIVE);
    flag |= put(point.y - y, yBytes, Y_SHORT, Y_SAME_OR_POSITIVE);
    flags.push(flag);
    [x, y] = [point.x, point.y];
  });
  return Buffer.concat([header, glyph.instructions, Buffer.from(flags), Buffer.from(xBytes), Buffer.from(yBytes)]);
}
