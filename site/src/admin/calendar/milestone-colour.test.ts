import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOUR_CLASSES } from './milestone-colour.ts';

/** The theme's colours, read from the stylesheet the site is built with. */
const css = readFileSync(new URL('../../styles/global.css', import.meta.url), 'utf8');
const theme = new Map([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, hex]) => [name!, hex!]));

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** The theme colour a utility class names ('bg-milestone-plum-soft' is --color-milestone-plum-soft). */
const colourOf = (classes: string, prefix: 'bg' | 'text' | 'border') => {
  const name = classes.split(' ').find((c) => c.startsWith(`${prefix}-`))!.slice(prefix.length + 1);
  const hex = theme.get(name);
  expect(hex, `--color-${name} is in global.css`).toBeDefined();
  return hex!;
};

describe('milestone colours', () => {
  const chips = Object.values(COLOUR_CLASSES).map(({ chip, dot }) => ({ ground: colourOf(chip, 'bg'), ink: colourOf(chip, 'text'), dot: colourOf(dot, 'bg') }));

  it('are the atelier palette’s, not the framework’s stock hues', () => {
    for (const { chip, dot } of Object.values(COLOUR_CLASSES)) expect(`${chip} ${dot}`).toMatch(/^(\S*milestone-\S*\s?)+$/);
  });

  it('keep every chip’s text at AA contrast on its ground, and on the paper', () => {
    for (const { ground, ink } of chips) {
      expect(contrast(ink, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(ink, theme.get('paper')!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('stay distinct: no two grounds or dots alike', () => {
    const distance = (a: string, b: string) => Math.hypot(...channels(a).map((c, i) => (c - channels(b)[i]!) * 255));
    for (const [i, one] of chips.entries()) {
      for (const other of chips.slice(i + 1)) {
        expect(distance(one.ground, other.ground)).toBeGreaterThan(12);
        expect(distance(one.dot, other.dot)).toBeGreaterThan(40);
      }
    }
  });
});
