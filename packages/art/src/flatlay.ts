import { gown, SILHOUETTES } from './figure/gown.ts';
import { FABRICS, FABRIC_NAMES, type Fabric } from './palette.ts';
import { layered, type Sheet } from './sheet.ts';
import { filled, ink, num, path, pt, smooth, type Point } from './svg.ts';

/** Objects on the cutting table, each drawn around (0, 0) at its natural size; scenes place and turn them. */

/** A fabric swatch with pinked (zigzag) edges and a hint of its weave. */
export function swatch(sheet: Sheet, fabric: Fabric, width: number, height: number): string {
  const [light, shadow] = FABRICS[fabric];
  const tooth = 9;
  let d = `M${-width / 2} ${-height / 2}`;
  for (let x = -width / 2; x < width / 2; x += tooth * 2) d += `l${tooth} -6l${tooth} 6`;
  d += `L${width / 2} ${height / 2}`;
  for (let x = width / 2; x > -width / 2; x -= tooth * 2) d += `l${-tooth} 6l${-tooth} -6`;
  d += 'Z';
  const fill = sheet.gradient([[0, light], [0.7, light], [1, shadow]]);
  const weave = sheet.rng.pick(['twill', 'rib', 'plain'] as const);
  let texture = '';
  if (weave !== 'plain') {
    for (let offset = -width; offset < width; offset += weave === 'twill' ? 14 : 10) {
      texture +=
        weave === 'twill'
          ? `M${num(Math.max(-width / 2, offset))} ${num(Math.max(-height / 2, -height / 2 + (-width / 2 - offset)))}L${num(Math.min(width / 2, offset + height))} ${num(Math.min(height / 2, height / 2 - (offset + height - width / 2)))}`
          : `M${num(offset / 2)} ${-height / 2 + 8}V${height / 2 - 8}`;
    }
  }
  const clip = sheet.id('sw');
  sheet.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  return path(d, `fill="url(#${fill})"`) + `<g clip-path="url(#${clip})">${path(texture, ink(shadow, 1, 0.45))}</g>` + path(d, ink(sheet.ink, 1.4, 0.7));
}

/** Tailor's shears, blades closed, pointing right. */
export function shears(sheet: Sheet, length: number): string {
  const s = length / 400;
  const blade = (flip: 1 | -1) => path(`M0 ${6 * flip * s}L${400 * s} ${1.5 * flip * s}Q${330 * s} ${22 * flip * s} ${150 * s} ${24 * flip * s}L0 ${18 * flip * s}Z`, filled(sheet.ink, 1.8, '#d9d6d0', 1));
  const handle = (flip: 1 | -1, size: number) =>
    path(smooth([[0, 12 * flip * s], [-60 * s, 30 * flip * s], [-150 * s * size, 40 * flip * s * size], [-190 * s * size, 20 * flip * s], [-160 * s * size, 4 * flip * s], [-60 * s, 10 * flip * s]], { closed: true }), filled(sheet.ink, 2, '#3b3433', 0.9)) +
    path(smooth([[-70 * s, 18 * flip * s], [-140 * s * size, 28 * flip * s * size], [-170 * s * size, 18 * flip * s], [-100 * s, 14 * flip * s]], { closed: true }), filled('#f6f0e5', 1, '#efe7da', 1));
  return blade(1) + blade(-1) + handle(1, 1.2) + handle(-1, 0.9) + `<circle cx="${num(10 * s)}" cy="0" r="${num(8 * s)}" ${filled(sheet.ink, 1.6, '#b9b2aa', 1)}/>`;
}

/** A tape measure laid along a gentle curve, with its ticks. */
export function tapeMeasure(sheet: Sheet, points: readonly Point[], width = 34): string {
  const { rng } = sheet;
  const color = rng.pick(['#efd98c', '#f2ead8', '#e9c7a8'] as const);
  const centre = smooth(points);
  const marks: string[] = [];
  // Ticks along the polyline between the points.
  let travelled = 0;
  for (let index = 1; index < points.length; index++) {
    const [ax, ay] = points[index - 1] as Point;
    const [bx, by] = points[index] as Point;
    const length = Math.hypot(bx - ax, by - ay);
    const [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    for (let at = (10 - (travelled % 10)) % 10; at < length; at += 10) {
      const unit = Math.round((travelled + at) / 10);
      const tick = unit % 10 === 0 ? 0.8 : unit % 5 === 0 ? 0.55 : 0.3;
      const [x, y] = [ax + ((bx - ax) * at) / length, ay + ((by - ay) * at) / length];
      marks.push(`M${pt([x + (nx * width) / 2, y + (ny * width) / 2])}L${pt([x + (nx * width) / 2 - nx * width * tick, y + (ny * width) / 2 - ny * width * tick])}`);
    }
    travelled += length;
  }
  return (
    path(centre, `fill="none" stroke="${sheet.ink}" stroke-width="${width + 3}" stroke-linecap="butt" stroke-opacity="0.8"`) +
    path(centre, `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="butt"`) +
    path(marks.join(''), ink(sheet.ink, 1.1, 0.75))
  );
}

/** A spool of thread seen from above. */
export function spool(sheet: Sheet, radius: number): string {
  const thread = FABRICS[sheet.rng.pick(FABRIC_NAMES)][1];
  let rings = '';
  for (let r = radius * 0.45; r < radius * 0.95; r += 4) rings += `<circle r="${num(r)}" fill="none" stroke="${sheet.ink}" stroke-opacity="0.18" stroke-width="0.8"/>`;
  return `<circle r="${num(radius * 1.12)}" ${filled(sheet.ink, 1.8, '#c9a67c', 1)}/><circle r="${num(radius)}" ${filled(sheet.ink, 1, thread, 1)}/>${rings}<circle r="${num(radius * 0.38)}" ${filled(sheet.ink, 1.4, '#dcc29f', 1)}/><circle r="${num(radius * 0.14)}" ${filled(sheet.ink, 1.2, '#6b5644', 1)}/>`;
}

/** A dressmaker's pin with a glass head. */
export function pin(sheet: Sheet, length: number): string {
  const head = sheet.rng.pick(['#a35565', '#e3c992', '#f8f1e4', '#6d7a92'] as const);
  return path(`M0 0L${length} 0`, ink(sheet.ink, 1.4, 0.85)) + `<circle r="${num(length * 0.12)}" ${filled(sheet.ink, 1, head, 1)}/>`;
}

/** A loose button. */
export function looseButton(sheet: Sheet, radius: number): string {
  const color = FABRICS[sheet.rng.pick(FABRIC_NAMES)][0];
  const holes = [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([x, y]) => `<circle cx="${num((x ?? 0) * radius * 0.25)}" cy="${num((y ?? 0) * radius * 0.25)}" r="${num(radius * 0.09)}" fill="${sheet.ink}"/>`).join('');
  return `<circle r="${num(radius)}" ${filled(sheet.ink, 1.4, color, 1)}/><circle r="${num(radius * 0.75)}" ${ink(sheet.ink, 0.8, 0.5)}/>${holes}`;
}

/** A sheet of sketch paper with a gown drawn on it and a few proportion marks. */
export function sketchPaper(sheet: Sheet, width: number, height: number): string {
  const { rng } = sheet;
  const style = {
    silhouette: rng.pick(SILHOUETTES),
    neckline: rng.pick(['sweetheart', 'v', 'straight', 'halter'] as const),
    finish: rng.pick(['plain', 'lace', 'pleats', 'beading'] as const),
    fabric: rng.pick(FABRIC_NAMES),
    train: rng.range(0, 0.6),
    sway: rng.range(-0.5, 0.5),
    onForm: false,
  };
  const scale = (height * 0.82) / 1000;
  const guides = Array.from({ length: 10 }, (_, index) => `M${num(-width * 0.42)} ${num(-height * 0.41 + index * height * 0.082)}h14`).join('');
  return (
    path(`M${-width / 2} ${-height / 2}H${width / 2}V${height / 2}H${-width / 2}Z`, filled(sheet.ink, 0.8, '#fbf8f2', 1)) +
    path(guides, ink(sheet.ink, 0.8, 0.4)) +
    `<g transform="translate(0 ${num(-height * 0.41)}) scale(${scale.toFixed(4)})">${layered(sheet, gown(sheet, style))}</g>`
  );
}
