import type { Canvas } from './paper.ts';
import { FABRICS, type Fabric } from './palette.ts';
import type { Rng } from './random.ts';
import type { Sheet } from './sheet.ts';
import { filled, ink, lerp, num, path, pt, smooth, type Point } from './svg.ts';

export const DETAILS = ['drape', 'lace', 'buttons', 'embroidery'] as const;
export type Detail = (typeof DETAILS)[number];

/** Silk falling in folds across the whole canvas: bands of light and shade between fold lines. */
export function drape(sheet: Sheet, canvas: Canvas, fabric: Fabric): string {
  const { rng } = sheet;
  const [light, shadow] = FABRICS[fabric];
  const count = rng.int(14, 20);
  const slant = rng.range(-0.35, 0.35) * canvas.width;
  const curves: Point[][] = [];
  for (let index = 0; index <= count; index++) {
    const x0 = lerp(-0.45, 1.45, index / count) * canvas.width;
    const amplitude = rng.range(20, 70);
    const phase = rng.range(0, Math.PI * 2);
    const points: Point[] = [];
    for (let step = 0; step <= 6; step++) {
      const t = step / 6;
      points.push([x0 + slant * t * t + Math.sin(t * Math.PI * 1.3 + phase) * amplitude, lerp(-40, canvas.height + 40, t)]);
    }
    curves.push(points);
  }
  const bands: string[] = [];
  const lines: string[] = [];
  curves.forEach((curve, index) => {
    const next = curves[index + 1];
    if (next) {
      const fill = sheet.gradient(
        rng.chance(0.5) ? [[0, shadow], [0.45, light], [1, light]] : [[0, light], [0.6, light], [1, shadow]],
      );
      bands.push(path(`${smooth(curve)}${smooth([...next].reverse(), { move: false })}Z`, `fill="url(#${fill})"`));
    }
    lines.push(path(smooth(curve), ink(sheet.ink, rng.range(0.9, 2.4), rng.range(0.45, 0.85))));
    if (rng.chance(0.6)) {
      const echo = curve.map(([x, y]) => [x + rng.range(10, 22), y] as Point).slice(rng.int(0, 2), rng.int(4, 7));
      lines.push(path(smooth(echo), ink(sheet.ink, 0.7, 0.35)));
    }
  });
  return `<g filter="url(#wash)" opacity="0.9">${bands.join('')}</g>${lines.join('')}`;
}

/** One lace flower: a ring of scalloped petals, a beaded heart and fine radiating threads. */
function laceFlower(rng: Rng, color: string, [x, y]: Point, radius: number): string {
  const petals = rng.int(6, 9);
  let d = '';
  for (let index = 0; index < petals; index++) {
    const a = (index / petals) * Math.PI * 2;
    const b = ((index + 1) / petals) * Math.PI * 2;
    const mid = (a + b) / 2;
    d += `M${pt([x + Math.cos(a) * radius * 0.45, y + Math.sin(a) * radius * 0.45])}Q${pt([x + Math.cos(mid) * radius * 1.5, y + Math.sin(mid) * radius * 1.5])} ${pt([x + Math.cos(b) * radius * 0.45, y + Math.sin(b) * radius * 0.45])}`;
    d += `M${pt([x + Math.cos(mid) * radius * 0.5, y + Math.sin(mid) * radius * 0.5])}L${pt([x + Math.cos(mid) * radius * 0.95, y + Math.sin(mid) * radius * 0.95])}`;
  }
  return path(d, ink(color, Math.max(1.3, radius / 30), 0.85)) + `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 0.3)}" ${ink(color, 1.2, 0.8)}/>`;
}

/** A band of lace over silk: a fine net, flowers joined by tendrils and a scalloped edge. */
export function lace(sheet: Sheet, canvas: Canvas, fabric: Fabric): string {
  const { rng } = sheet;
  const [light, shadow] = FABRICS[fabric];
  const net = sheet.id('net');
  const cell = rng.range(22, 30);
  sheet.defs.push(
    `<pattern id="${net}" width="${num(cell)}" height="${num(cell * 0.85)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${num(rng.range(-20, 20))})"><path d="M0 0L${num(cell / 2)} ${num(cell * 0.85)}L${num(cell)} 0" fill="none" stroke="${sheet.ink}" stroke-width="1" stroke-opacity="0.5"/></pattern>`,
  );
  const silk = sheet.gradient([[0, light], [0.5, shadow], [1, light]], true);
  const edgeY = canvas.height * rng.range(0.62, 0.75);
  const scallop = canvas.width / rng.int(7, 10);
  let edge = `M-20 -20L${canvas.width + 20} -20L${canvas.width + 20} ${num(edgeY)}`;
  for (let x = canvas.width + 20; x > -20; x -= scallop) edge += `Q${num(x - scallop / 2)} ${num(edgeY + scallop * 0.55)} ${num(x - scallop)} ${num(edgeY)}`;
  edge += 'Z';
  const flowers: string[] = [];
  for (let x = scallop / 2; x < canvas.width; x += scallop) flowers.push(laceFlower(rng, sheet.ink, [x + rng.range(-8, 8), edgeY + scallop * 0.1], scallop * 0.3));
  for (let index = 0; index < 6; index++) flowers.push(laceFlower(rng, sheet.ink, [((index + rng.range(0.2, 0.8)) / 6) * canvas.width, rng.range(0.12, 0.5) * canvas.height], rng.range(60, 110)));
  const tendrils = Array.from({ length: 10 }, () => {
    const start: Point = [rng.range(0, canvas.width), rng.range(0, edgeY)];
    return path(smooth([start, [start[0] + rng.range(-160, 160), start[1] + rng.range(-80, 80)], [start[0] + rng.range(-280, 280), start[1] + rng.range(-120, 120)]]), ink(sheet.ink, 1.8, 0.6));
  }).join('');
  return `<g filter="url(#wash)">${path(`M0 0H${canvas.width}V${canvas.height}H0Z`, `fill="url(#${silk})" opacity="0.55"`)}</g>` +
    path(edge, `fill="${light}" fill-opacity="0.55"`) +
    path(edge, `fill="url(#${net})"`) +
    path(edge, ink(sheet.ink, 1.6, 0.8)) +
    tendrils +
    flowers.join('');
}

/** A jacket's front edge, close: topstitching, a row of buttons sewn with crossed thread, buttonholes opposite. */
export function buttons(sheet: Sheet, canvas: Canvas, fabric: Fabric): string {
  const { rng } = sheet;
  const [light, shadow] = FABRICS[fabric];
  const angle = rng.range(-16, 16);
  const edgeX = canvas.width * rng.range(0.45, 0.58);
  const count = rng.int(3, 5);
  const gap = canvas.height / (count + 0.6);
  const radius = gap * rng.range(0.16, 0.22);
  const under = sheet.gradient([[0, shadow], [1, light]]);
  const over = sheet.gradient([[0, light], [0.8, light], [1, shadow]]);
  const panelUnder = path(`M${edgeX - 200} -200H${canvas.width + 200}V${canvas.height + 200}H${edgeX - 200}Z`, `fill="url(#${under})"`);
  const panelOver = path(`M-200 -200H${edgeX}V${canvas.height + 200}H-200Z`, `fill="url(#${over})"`);
  const stitch = (x: number) => path(`M${num(x)} -200V${canvas.height + 200}`, `fill="none" stroke="${sheet.ink}" stroke-width="1.4" stroke-dasharray="9 7" stroke-opacity="0.6"`);
  const rows = Array.from({ length: count }, (_, index) => {
    const y = gap * (index + 0.8);
    const x = edgeX - radius * 2.2;
    const holes = [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([dx, dy]) => [x + (dx ?? 0) * radius * 0.28, y + (dy ?? 0) * radius * 0.28] as Point);
    const thread = path(`M${pt(holes[0] as Point)}L${pt(holes[2] as Point)}M${pt(holes[1] as Point)}L${pt(holes[3] as Point)}`, ink(sheet.ink, 2.2, 0.8));
    const button =
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" ${filled(sheet.ink, 2.2, shadow, 0.55)}/>` +
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 0.78)}" ${ink(sheet.ink, 1, 0.5)}/>` +
      holes.map(([hx, hy]) => `<circle cx="${num(hx)}" cy="${num(hy)}" r="${num(radius * 0.08)}" fill="${sheet.ink}"/>`).join('') +
      thread;
    const hole = path(`M${num(edgeX + radius * 1.2)} ${num(y)}h${num(radius * 2.4)}`, ink(sheet.ink, 3, 0.75)) + path(`M${num(edgeX + radius * 1.2)} ${num(y - 5)}h${num(radius * 2.4)}v10h${num(-radius * 2.4)}Z`, ink(sheet.ink, 1, 0.5));
    return hole + button;
  }).join('');
  return `<g transform="rotate(${num(angle)} ${canvas.width / 2} ${canvas.height / 2})"><g filter="url(#wash)" opacity="0.8">${panelUnder}${panelOver}</g>` +
    `<g filter="url(#shadow)">${path(`M${edgeX} -200V${canvas.height + 200}`, ink(sheet.ink, 2.6))}</g>${stitch(edgeX - 26)}${stitch(edgeX + 30)}${rows}</g>`;
}

/** Floral embroidery in a hoop: a curving stem, satin-stitched leaves, flowers and seed beads. */
export function embroidery(sheet: Sheet, canvas: Canvas, fabric: Fabric): string {
  const { rng } = sheet;
  const [light, shadow] = FABRICS[fabric];
  const thread = FABRICS[rng.pick(['burgundy', 'gold', 'sage', 'midnight', 'rose'] as const)][1];
  const cx = canvas.width * rng.range(0.45, 0.55);
  const cy = canvas.height * rng.range(0.45, 0.55);
  const r = Math.min(canvas.width, canvas.height) * 0.42;
  const clip = sheet.id('hoop');
  sheet.defs.push(`<clipPath id="${clip}"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/></clipPath>`);
  const stem: Point[] = [[cx - r * 0.9, cy + r * 0.5], [cx - r * 0.3, cy + r * rng.range(-0.1, 0.3)], [cx + r * 0.2, cy - r * rng.range(0.1, 0.4)], [cx + r * 0.8, cy - r * 0.6]];
  const leaves: string[] = [];
  const flowers: string[] = [];
  for (let index = 0; index < 12; index++) {
    const t = (index + 0.5) / 12;
    const at = (stem[Math.floor(t * 3)] as Point);
    const to = (stem[Math.floor(t * 3) + 1] as Point);
    const local = (t * 3) % 1;
    const base: Point = [lerp(at[0], to[0], local), lerp(at[1], to[1], local)];
    const side = index % 2 ? 1 : -1;
    const length = rng.range(0.22, 0.34) * r;
    const dir = rng.range(-0.6, 0.6) + (side === 1 ? -Math.PI / 2.4 : Math.PI / 2.4) - 0.6;
    const tip: Point = [base[0] + Math.cos(dir) * length, base[1] + Math.sin(dir) * length];
    const normal: Point = [-(tip[1] - base[1]) * 0.35, (tip[0] - base[0]) * 0.35];
    const leaf = `M${pt(base)}Q${pt([(base[0] + tip[0]) / 2 + normal[0], (base[1] + tip[1]) / 2 + normal[1]])} ${pt(tip)}Q${pt([(base[0] + tip[0]) / 2 - normal[0], (base[1] + tip[1]) / 2 - normal[1]])} ${pt(base)}Z`;
    let satin = '';
    for (let s = 1; s < 8; s++) {
      const m: Point = [lerp(base[0], tip[0], s / 8), lerp(base[1], tip[1], s / 8)];
      const w = Math.sin((s / 8) * Math.PI) * 0.5;
      satin += `M${pt([m[0] + normal[0] * w, m[1] + normal[1] * w])}L${pt([m[0] - normal[0] * w, m[1] - normal[1] * w])}`;
    }
    leaves.push(path(leaf, filled(thread, 1.6, thread, 0.35)) + path(satin, ink(thread, 1.2, 0.7)));
    if (index % 3 === 1) flowers.push(laceFlower(rng, thread, [tip[0] + rng.range(-20, 20), tip[1] + rng.range(-20, 20)], rng.range(34, 52)));
  }
  const beads = Array.from({ length: 40 }, () => {
    const angle = rng.range(0, Math.PI * 2);
    const distance = Math.sqrt(rng.next()) * r * 0.85;
    return `<circle cx="${num(cx + Math.cos(angle) * distance)}" cy="${num(cy + Math.sin(angle) * distance)}" r="${num(rng.range(2, 4.5))}" ${filled(sheet.ink, 0.8, light, 0.9)}/>`;
  }).join('');
  const cloth = sheet.gradient([[0, light], [1, shadow]], true);
  const hoop =
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r + 14)}" ${filled(sheet.ink, 2.2, '#c8a57a', 0.9)}/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" ${filled(sheet.ink, 1.6, light, 1)}/>` +
    path(`M${num(cx - 22)} ${num(cy - r - 48)}h44v34h-44Z`, filled(sheet.ink, 1.8, '#b89466', 1)) +
    path(`M${num(cx)} ${num(cy - r - 60)}v24`, ink(sheet.ink, 3));
  return `<g filter="url(#shadow)">${hoop}</g><g clip-path="url(#${clip})"><g filter="url(#wash)" opacity="0.5">${path(`M0 0H${canvas.width}V${canvas.height}H0Z`, `fill="url(#${cloth})"`)}</g>` +
    path(smooth(stem), ink(thread, 5, 0.85)) + leaves.join('') + flowers.join('') + beads + '</g>' +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" ${ink(sheet.ink, 2)}/>`;
}
