import { boundsOf, decodeSimpleGlyph, encodeSimpleGlyph, joinGlyphs, splitGlyphs } from './glyf.ts';
import { glyphOf, type Sfnt } from './sfnt.ts';

/** The lowercase letters with an acute that Spanish, and the latin subset, use. */
const ACUTE_LETTERS = ['á', 'é', 'í', 'ó', 'ú', 'ý'] as const;

/** How far each letter's own acute stood from the letter's centre, in font units (positive: to the right). */
export type AcuteShifts = Record<(typeof ACUTE_LETTERS)[number], number>;

const centre = (box: { xMin: number; xMax: number }) => (box.xMin + box.xMax) / 2;

/**
 * Redraws the acute of each lowercase letter as the capitals' acute, centred over the letter.
 * Upright Cormorant Garamond draws its lowercase acute as a tall, near-vertical stroke standing
 * right of the letter's middle (in every release and build: static or variable, subset or
 * whole), so "Información" reads as "Informació́n"; its capitals' acute is a short slanted
 * wedge, centred. The precomposed glyphs are simple outlines: an accent is the contour, or
 * contours, lying wholly above the x-height (a capital's, above the cap height).
 */
export function centreAcutes(font: Sfnt): { font: Sfnt; shifts: AcuteShifts } {
  const table = (tag: string) => {
    const data = font.tables.get(tag);
    if (!data) throw new Error(`the font has no ${tag} table`);
    return data;
  };
  const head = Buffer.from(table('head'));
  const hmtx = Buffer.from(table('hmtx'));
  const glyphCount = table('maxp').readUInt16BE(4);
  const metricCount = table('hhea').readUInt16BE(34);
  const xHeight = table('OS/2').readInt16BE(86);
  const capHeight = table('OS/2').readInt16BE(88);
  const glyphs = splitGlyphs(table('glyf'), table('loca'), head.readInt16BE(50) === 1, glyphCount);

  /** A glyph's contours split at a height: the accent above it, the letter below. */
  const parts = (char: string, above: number) => {
    const contours = decodeSimpleGlyph(glyphs[glyphOf(table('cmap'), char)]!).contours;
    const accent = contours.filter((contour) => boundsOf(contour).yMin > above);
    const letter = contours.filter((contour) => boundsOf(contour).yMin <= above);
    if (accent.length === 0 || letter.length === 0) throw new Error(`${char}: no accent found above ${above} units`);
    return { accent, letter };
  };
  const capitalAcute = parts('Ó', capHeight).accent;
  const capitalBox = boundsOf(capitalAcute.flat());

  const shifts = {} as AcuteShifts;
  const maxp = Buffer.from(table('maxp'));
  for (const char of ACUTE_LETTERS) {
    const id = glyphOf(table('cmap'), char);
    const glyph = decodeSimpleGlyph(glyphs[id]!);
    const { accent, letter } = parts(char, xHeight);
    // The capital's acute, standing where the lowercase one started, centred over the letter.
    const dx = Math.round(centre(boundsOf(letter.flat())) - centre(capitalBox));
    const dy = boundsOf(accent.flat()).yMin - capitalBox.yMin;
    shifts[char] = Math.round(centre(boundsOf(accent.flat())) - centre(boundsOf(letter.flat())));
    const contours = [...letter, ...capitalAcute.map((contour) => contour.map((point) => ({ ...point, x: point.x + dx, y: point.y + dy })))];
    glyphs[id] = encodeSimpleGlyph({ ...glyph, contours });
    maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(6), contours.flat().length), 6);
    maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(8), contours.length), 8);
    // TrueType wants a glyph's left side bearing to be its leftmost point.
    if (id < metricCount) hmtx.writeInt16BE(boundsOf(contours.flat()).xMin, id * 4 + 2);
    else hmtx.writeInt16BE(boundsOf(contours.flat()).xMin, metricCount * 4 + (id - metricCount) * 2);
  }

  const { glyf, loca } = joinGlyphs(glyphs);
  head.writeInt16BE(1, 50); // long loca offsets
  head.writeUInt32BE(0, 8); // checkSumAdjustment: a WOFF2 decoder computes it
  const tables = new Map(font.tables);
  for (const [tag, data] of Object.entries({ head, hmtx, maxp, glyf, loca })) tables.set(tag, data);
  return { font: { ...font, tables }, shifts };
}
