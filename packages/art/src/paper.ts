import { GROUNDS, type Ground } from './palette.ts';
import type { Rng } from './random.ts';
import { num } from './svg.ts';

/** The canvas every scene draws on, in user units (the output size is set separately). */
export interface Canvas {
  width: number;
  height: number;
}

/**
 * Filters shared by every scene: `wash` softens colour fills like watercolour on damp paper,
 * `shadow` lifts flat-lay objects off the table. (Paper grain is laid by sharp, see render.ts:
 * SVG turbulence costs seconds per image.)
 */
function filters(): string {
  return `
    <filter id="wash" x="-5%" y="-5%" width="110%" height="110%">
      <feGaussianBlur stdDeviation="1.8"/>
    </filter>
    <filter id="shadow" x="-10%" y="-10%" width="125%" height="125%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="8"/>
      <feOffset dx="7" dy="11" result="blur"/>
      <feFlood flood-color="#3b2a21" flood-opacity="0.2"/>
      <feComposite in2="blur" operator="in" result="shade"/>
      <feMerge><feMergeNode in="shade"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>`;
}

/** `<defs>` plus the paper itself: the ground colour and a light falling on it from a random point. */
export function paperBack(canvas: Canvas, ground: Ground, rng: Rng, extraDefs = ''): string {
  const tone = GROUNDS[ground];
  const lightX = rng.range(0.2, 0.8);
  const lightY = rng.range(0.15, 0.4);
  return `<defs>${filters()}
    <radialGradient id="light" cx="${num(lightX)}" cy="${num(lightY)}" r="0.95">
      <stop offset="0" stop-color="${tone.light}"/>
      <stop offset="0.55" stop-color="${tone.base}"/>
      <stop offset="1" stop-color="${tone.deep}"/>
    </radialGradient>
    ${extraDefs}
  </defs>
  <rect width="${canvas.width}" height="${canvas.height}" fill="url(#light)"/>`;
}

/** A complete SVG document: `canvas` user units drawn at `width` × `height` pixels. */
export function svgDocument(canvas: Canvas, width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${canvas.width} ${canvas.height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
