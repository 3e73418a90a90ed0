import { expect, test } from './support/test.ts';

/**
 * The accents of the display face (ADR 041): in the headings' upright Cormorant Garamond, each
 * acute sits centred over its letter, as the capitals' always did, at phone and desktop widths.
 */
const SAMPLE = 'Información Envíanos Categorías Lucía María José Último';

/** Each accented letter of the sample and the letter under its accent (í's is the dotless ı). */
const LETTERS = [
  ['ó', 'o'],
  ['í', 'ı'],
  ['é', 'e'],
  ['á', 'a'],
  ['Ú', 'U'],
] as const;

/**
 * How far the accent's ink stands from the middle of its letter's ink, as a share of the letter's
 * width (0: centred; 0.2: a fifth of the letter to the right), drawn in the heading's own font
 * at its size, four times supersampled so a fraction of a pixel shows.
 */
function accentOffsets(letters: readonly (readonly [string, string])[]): Promise<Record<string, number>> {
  const heading = document.querySelector('h1')!;
  const style = getComputedStyle(heading);
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return document.fonts.load(font, letters.flat().join('')).then(() => {
    const size = parseFloat(style.fontSize);
    const scale = 4;
    const side = Math.ceil(size * 2 * scale);
    const ink = (char: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.scale(scale, scale);
      context.font = font;
      context.fillText(char, size / 2, size * 1.5);
      const { data } = context.getImageData(0, 0, side, side);
      const pixels: { x: number; y: number }[] = [];
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 127) pixels.push({ x: ((i - 3) / 4) % side, y: Math.floor((i - 3) / 4 / side) });
      return pixels;
    };
    const spanOf = (pixels: { x: number }[]) => {
      const xs = pixels.map((pixel) => pixel.x);
      return { left: Math.min(...xs), right: Math.max(...xs) };
    };
    return Object.fromEntries(
      letters.map(([accented, base]) => {
        const letter = ink(base);
        const top = Math.min(...letter.map((pixel) => pixel.y));
        // The accent: the accented letter's ink above the bare letter's top.
        const accent = spanOf(ink(accented).filter((pixel) => pixel.y < top - scale));
        const under = spanOf(letter);
        const middle = (span: { left: number; right: number }) => (span.left + span.right) / 2;
        return [accented, (middle(accent) - middle(under)) / (under.right - under.left)];
      }),
    );
  });
}

for (const width of [390, 1280]) {
  test(`the heading face draws every acute over its letter (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.evaluate((element, text) => (element.textContent = text), SAMPLE);
    await page.evaluate(() => document.fonts.ready);
    // The picture, to look at: the sample in the heading style at this width.
    await heading.screenshot({ path: testInfo.outputPath(`accents-${width}.png`) });

    const offsets = await page.evaluate(accentOffsets, LETTERS);
    for (const [letter] of LETTERS) {
      expect(Math.abs(offsets[letter]!), `the acute of ${letter} stands ${offsets[letter]!.toFixed(2)} of the letter off its middle`).toBeLessThanOrEqual(0.08);
    }
  });
}
