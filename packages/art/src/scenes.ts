import { buttons, drape, embroidery, lace, type Detail } from './details.ts';
import { gown, SILHOUETTES, type GownStyle, type Silhouette } from './figure/gown.ts';
import { SUIT_CUTS, suit } from './figure/suit.ts';
import { looseButton, pin, shears, sketchPaper, spool, swatch, tapeMeasure } from './flatlay.ts';
import type { Canvas } from './paper.ts';
import { FABRIC_NAMES, FABRICS, INK, type Fabric } from './palette.ts';
import type { Rng } from './random.ts';
import { layered, type Sheet } from './sheet.ts';
import { filled, ink, num, path, type Point } from './svg.ts';

/** What a scene is asked to draw; anything left out is chosen from the seed. */
export interface SceneChoices {
  fabric?: Fabric;
  silhouette?: Silhouette;
  garment?: 'gown' | 'suit';
  detail?: Detail;
}

const NECKLINES = ['sweetheart', 'v', 'straight', 'halter'] as const;

export function gownStyle(rng: Rng, choices: SceneChoices, onForm = false): GownStyle {
  const silhouette = choices.silhouette ?? rng.pick(SILHOUETTES);
  return {
    silhouette,
    neckline: rng.pick(NECKLINES),
    finish: rng.pick(['plain', 'lace', 'pleats', 'beading', 'plain'] as const),
    fabric: choices.fabric ?? rng.pick(FABRIC_NAMES),
    train: rng.chance(0.4) ? rng.range(0.3, 0.9) : 0,
    sway: rng.range(-0.7, 0.7),
    onForm,
  };
}

/** A figure (gown or suit) whose croquis frame is placed with its head at (x, top) and `height` tall. */
function figure(sheet: Sheet, choices: SceneChoices, x: number, top: number, height: number, onForm = false): string {
  const { rng } = sheet;
  const layers =
    choices.garment === 'suit'
      ? suit(sheet, { cut: rng.pick(SUIT_CUTS), fabric: choices.fabric ?? rng.pick(['dove', 'noir', 'midnight', 'sage', 'champagne', 'terracotta'] as const), jacketHem: rng.range(430, 540), buttons: rng.pick([1, 2, 3] as const) })
      : gown(sheet, gownStyle(rng, choices, onForm));
  const flip = rng.chance(0.5) ? -1 : 1;
  return `<g transform="translate(${num(x)} ${num(top)}) scale(${((flip * height) / 1000).toFixed(4)} ${(height / 1000).toFixed(4)})">${layered(sheet, layers)}</g>`;
}

/** Faint construction marks of a fashion sketch: a centre line and the head-height ticks. */
function construction(sheet: Sheet, x: number, top: number, height: number): string {
  const ticks = Array.from({ length: 11 }, (_, index) => `M${num(x - height * 0.33)} ${num(top + (index * height) / 10)}h${num(height * 0.025)}`).join('');
  return path(`M${num(x)} ${num(top - 20)}V${num(top + height + 20)}`, `${ink(INK.umber, 1, 0.18)} stroke-dasharray="6 10"`) + path(ticks, ink(INK.umber, 1, 0.3));
}

/** Swatches pinned beside a sketch, as a designer would. */
function pinnedSwatches(sheet: Sheet, x: number, y: number, size: number, fabric: Fabric | undefined): string {
  const { rng } = sheet;
  return Array.from({ length: rng.int(2, 3) }, (_, index) => {
    const colour = index === 0 && fabric ? fabric : rng.pick(FABRIC_NAMES);
    return `<g transform="translate(${num(x + rng.range(-12, 12))} ${num(y + index * size * 1.15)}) rotate(${num(rng.range(-8, 8))})" filter="url(#shadow)">${swatch(sheet, colour, size, size * 0.8)}<g transform="translate(${num(-size * 0.2)} ${num(-size * 0.3)}) rotate(-30)">${pin(sheet, size * 0.5)}</g></g>`;
  }).join('');
}

export function fullLength(sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  const { rng } = sheet;
  const height = canvas.height * rng.range(0.8, 0.88);
  const top = (canvas.height - height) * 0.55;
  const withSwatches = rng.chance(0.6);
  const x = canvas.width * (withSwatches ? rng.range(0.4, 0.46) : 0.5);
  return (
    construction(sheet, x, top, height) +
    figure(sheet, choices, x, top, height, choices.garment !== 'suit' && rng.chance(0.3)) +
    (withSwatches ? pinnedSwatches(sheet, canvas.width * 0.82, canvas.height * rng.range(0.16, 0.3), canvas.width * 0.14, choices.fabric) : '')
  );
}

/** Two or three figures side by side, each different. */
export function lineUp(sheet: Sheet, canvas: Canvas, choices: SceneChoices, count = 3): string {
  const { rng } = sheet;
  const silhouettes = [...SILHOUETTES].sort(() => rng.next() - 0.5);
  const height = canvas.height * 0.84;
  let drawn = '';
  for (let index = 0; index < count; index++) {
    const x = canvas.width * ((index + 0.5) / count) + rng.range(-20, 20);
    drawn += figure(sheet, { ...choices, silhouette: choices.silhouette && index === 0 ? choices.silhouette : silhouettes[index], fabric: index === 0 ? choices.fabric : undefined }, x, canvas.height * 0.09 + rng.range(-10, 10), height * rng.range(0.95, 1), index === 1 && rng.chance(0.4));
  }
  return drawn;
}

export function detail(sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  const fabric = choices.fabric ?? sheet.rng.pick(FABRIC_NAMES);
  const kind = choices.detail ?? sheet.rng.pick(['drape', 'lace', 'buttons', 'embroidery'] as const);
  if (kind === 'drape') return drape(sheet, canvas, fabric);
  if (kind === 'lace') return lace(sheet, canvas, fabric);
  if (kind === 'buttons') return buttons(sheet, canvas, fabric);
  return embroidery(sheet, canvas, fabric);
}

interface Placed {
  x: number;
  y: number;
  angle: number;
  draw: string;
}

function place(item: Placed): string {
  return `<g transform="translate(${num(item.x)} ${num(item.y)}) rotate(${num(item.angle)})">${item.draw}</g>`;
}

/** The cutting table from above: swatches, shears, a tape measure, spools, pins and buttons. */
export function flatLay(sheet: Sheet, canvas: Canvas, choices: SceneChoices, withSketch = false): string {
  const { rng } = sheet;
  const { width: w, height: h } = canvas;
  const items: Placed[] = [];
  if (withSketch) items.push({ x: w * rng.range(0.36, 0.46), y: h * 0.5, angle: rng.range(-7, 7), draw: sketchPaper(sheet, h * 0.62, h * 0.84) });
  const fabrics = [choices.fabric ?? rng.pick(FABRIC_NAMES), ...[...FABRIC_NAMES].sort(() => rng.next() - 0.5)];
  const swatchCount = withSketch ? 3 : rng.int(4, 6);
  const fanX = withSketch ? w * 0.78 : w * rng.range(0.3, 0.45);
  const fanY = h * rng.range(0.3, 0.45);
  for (let index = 0; index < swatchCount; index++) {
    const size = w * rng.range(0.13, 0.18);
    items.push({ x: fanX + index * w * 0.045 + rng.range(-10, 10), y: fanY + index * h * 0.07, angle: -25 + index * 14 + rng.range(-5, 5), draw: swatch(sheet, fabrics[index] as Fabric, size, size * 1.25) });
  }
  const shearsAt = rng.chance(0.5);
  items.push({ x: w * (shearsAt ? 0.62 : 0.2), y: h * rng.range(0.72, 0.82), angle: rng.range(-35, 15), draw: shears(sheet, w * 0.26) });
  for (let index = 0; index < rng.int(2, 3); index++) items.push({ x: w * rng.range(0.7, 0.92), y: h * rng.range(0.15, 0.85), angle: 0, draw: spool(sheet, w * 0.035) });
  for (let index = 0; index < rng.int(4, 7); index++) items.push({ x: w * rng.range(0.1, 0.9), y: h * rng.range(0.1, 0.9), angle: rng.range(0, 360), draw: pin(sheet, w * 0.03) });
  for (let index = 0; index < rng.int(3, 6); index++) items.push({ x: w * rng.range(0.08, 0.92), y: h * rng.range(0.1, 0.92), angle: 0, draw: looseButton(sheet, w * rng.range(0.009, 0.014)) });
  const tapeY = h * rng.range(0.55, 0.85);
  const tape: Point[] = [[-40, tapeY], [w * 0.25, tapeY + rng.range(-80, 80)], [w * 0.5, tapeY + rng.range(-120, 40)], [w * 0.72, tapeY - rng.range(40, 160)], [w + 40, tapeY - rng.range(0, 200)]];
  return `<g filter="url(#shadow)">${items.slice(0, withSketch ? 1 : 0).map(place).join('')}${tapeMeasure(sheet, tape, w * 0.022)}${items.slice(withSketch ? 1 : 0).map(place).join('')}</g>`;
}

/** Colour cards fanned out like a season's palette, with a ribbon of the lead colour. */
export function palette(sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  const { rng } = sheet;
  const { width: w, height: h } = canvas;
  const colours = [...FABRIC_NAMES].sort(() => rng.next() - 0.5).slice(0, 7);
  const pivot: Point = [w * 0.38, h * 0.92];
  const cardW = w * 0.11;
  const cardH = h * 0.62;
  const cards = colours
    .map((colour, index) => {
      const angle = -48 + index * 16 + rng.range(-2, 2);
      const [light, shadow] = FABRICS[colour];
      const fill = sheet.gradient([[0, light], [1, shadow]], true);
      return `<g transform="translate(${num(pivot[0])} ${num(pivot[1])}) rotate(${num(angle)})">${path(`M${num(-cardW / 2)} ${num(-cardH)}h${num(cardW)}v${num(cardH)}h${num(-cardW)}Z`, filled(sheet.ink, 1.4, '#fbf8f2', 1))}${path(`M${num(-cardW / 2 + 10)} ${num(-cardH + 10)}h${num(cardW - 20)}v${num(cardH * 0.55)}h${num(-cardW + 20)}Z`, `fill="url(#${fill})"`)}${path(`M${num(-cardW / 2 + 14)} ${num(-cardH * 0.38)}h${num(cardW * 0.5)}M${num(-cardW / 2 + 14)} ${num(-cardH * 0.33)}h${num(cardW * 0.3)}`, ink(sheet.ink, 1.2, 0.45))}</g>`;
    })
    .join('');
  const rivet = `<circle cx="${num(pivot[0])}" cy="${num(pivot[1] - 30)}" r="9" ${filled(sheet.ink, 1.6, '#c9a56a', 1)}/>`;
  const side = flatLay(sheet, { width: w * 0.5, height: h }, { ...choices, fabric: colours[0] });
  return `<g filter="url(#shadow)">${cards}${rivet}</g><g transform="translate(${num(w * 0.55)} 0)">${side}</g>`;
}
