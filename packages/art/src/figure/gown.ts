import { FABRICS, type Fabric } from '../palette.ts';
import type { Layers, Sheet } from '../sheet.ts';
import { filled, ink, lerp, mirror, num, path, pt, smooth, type Point } from '../svg.ts';
import { body, dressForm } from './body.ts';

export const SILHOUETTES = ['mermaid', 'a-line', 'ball', 'column', 'off-shoulder'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];
type Neckline = 'sweetheart' | 'straight' | 'v' | 'off-shoulder' | 'halter';
type Finish = 'plain' | 'pleats' | 'lace' | 'beading';

export interface GownStyle {
  silhouette: Silhouette;
  neckline: Neckline;
  finish: Finish;
  fabric: Fabric;
  /** 0 (none) to 1 (a long train sweeping to the right). */
  train: number;
  /** -1 to 1: the skirt swings left or right as if she were walking. */
  sway: number;
  /** On a dress form rather than on a figure. */
  onForm: boolean;
}

type Profile = Exclude<Silhouette, 'off-shoulder'>;

/** The left edge of each skirt, waist to hem, in the croquis frame. */
const PROFILES: Record<Profile, Point[]> = {
  column: [[-47, 330], [-73, 420], [-71, 560], [-69, 760], [-84, 968]],
  'a-line': [[-47, 330], [-77, 405], [-118, 590], [-166, 790], [-210, 970]],
  ball: [[-47, 332], [-120, 366], [-190, 470], [-238, 680], [-264, 975]],
  mermaid: [[-47, 330], [-78, 425], [-68, 560], [-59, 660], [-100, 800], [-190, 972]],
};

const BODICES: Record<Neckline, string> = {
  sweetheart: 'M0 228C-10 204-42 194-64 206L-74 214C-72 262-58 302-47 330L47 330C58 302 72 262 74 214L64 206C42 194 10 204 0 228Z',
  straight: 'M-74 208C-30 201 30 201 74 208C72 262 58 302 47 330L-47 330C-58 302-72 262-74 208Z',
  v: 'M0 300L-30 149L-48 153C-60 190-74 214-72 234C-68 272-56 306-47 330L47 330C56 306 68 272 72 234C74 214 60 190 48 153L30 149Z',
  halter: 'M0 238L-15 136L-27 140C-52 190-72 214-70 238C-66 276-56 306-47 330L47 330C56 306 66 276 70 238C72 214 52 190 27 140L15 136Z',
  'off-shoulder': 'M-77 212C-30 224 30 224 77 212C72 262 58 302 47 330L-47 330C-58 302-72 262-77 212Z',
};

interface Skirt {
  left: Point[];
  right: Point[];
  hem: Point[];
  outline: string;
}

function skirtShape(sheet: Sheet, style: GownStyle, profile: Profile, folds: number): Skirt {
  const { rng } = sheet;
  const squash = (y: number) => (style.onForm ? 330 + (y - 330) * 0.82 : y);
  const swing = (x: number, y: number) => x + style.sway * 70 * ((y - 330) / 640) ** 2;
  const base = PROFILES[profile].map(([x, y], index) => [index >= 2 ? x * rng.range(0.93, 1.07) : x, y] as Point);
  const left = base.map(([x, y]) => [swing(x, y), squash(y)] as Point);
  const right = mirror(base).map(([x, y], index, all) => {
    const last = index === all.length - 1;
    const beforeLast = index === all.length - 2;
    const trainX = last ? style.train * 150 : beforeLast ? style.train * 40 : 0;
    const trainY = last ? style.train * 18 : 0;
    return [swing(x + trainX, y), squash(y + trainY)] as Point;
  });
  const l = left[left.length - 1] as Point;
  const r = right[right.length - 1] as Point;
  const width = r[0] - l[0];
  const sag = 10 + width * 0.05;
  const hem: Point[] = [];
  for (let index = 0; index <= folds; index++) {
    const t = index / folds;
    hem.push([lerp(l[0], r[0], t) + (index > 0 && index < folds ? rng.range(-6, 6) : 0), lerp(l[1], r[1], t) + sag * Math.sin(Math.PI * t)]);
  }
  const pleated = style.finish === 'pleats';
  const hemPath = hem
    .slice(1)
    .map((point, index) => {
      const from = hem[index] as Point;
      const depth = pleated ? (index % 2 ? 9 : -9) : rng.range(5, 15) * (index % 2 ? 1 : -0.55);
      return `Q${num((from[0] + point[0]) / 2)} ${num((from[1] + point[1]) / 2 + depth)} ${pt(point)}`;
    })
    .join('');
  const outline = `${smooth(left)}${hemPath}${smooth([...right].reverse(), { move: false })}Z`;
  return { left, right, hem, outline };
}

function foldLines(sheet: Sheet, style: GownStyle, skirt: Skirt, profile: Profile, shadow: string): { shades: string; lines: string } {
  const { rng } = sheet;
  const kneeIndex = profile === 'mermaid' ? 3 : -1;
  const lines: string[] = [];
  const shades: string[] = [];
  skirt.hem.forEach((end, index) => {
    if (index === 0 || index === skirt.hem.length - 1) return;
    const t = index / (skirt.hem.length - 1);
    const fromKnee = kneeIndex >= 0;
    const leftStart = fromKnee ? (skirt.left[kneeIndex] as Point) : (skirt.left[0] as Point);
    const rightStart = fromKnee ? (skirt.right[kneeIndex] as Point) : (skirt.right[0] as Point);
    const spread = style.finish === 'pleats' ? t : lerp(0.5, t, rng.range(0.6, 1));
    const start: Point = [lerp(leftStart[0], rightStart[0], spread), lerp(leftStart[1], rightStart[1], spread) + 6];
    const drop = end[1] - start[1];
    const bend = style.finish === 'pleats' ? 0 : rng.range(-18, 18);
    const d = `M${pt(start)}C${pt([start[0] * 1.15 + bend, start[1] + drop * 0.4])} ${pt([end[0] * 0.88 + style.sway * 20, end[1] - drop * 0.3])} ${pt([end[0], end[1] - 3])}`;
    lines.push(path(d, ink(sheet.ink, rng.range(0.8, 1.7), rng.range(0.35, 0.7))));
    if (rng.chance(0.55)) shades.push(path(d, `fill="none" stroke="${shadow}" stroke-width="${num(rng.range(8, 24))}" stroke-opacity="0.3" stroke-linecap="round"`));
  });
  if (kneeIndex >= 0) {
    // A mermaid's fitted upper skirt: two seams from the waist to where the flare begins.
    for (const spread of [0.35, 0.65]) {
      const top: Point = [lerp((skirt.left[0] as Point)[0], (skirt.right[0] as Point)[0], spread), (skirt.left[0] as Point)[1] + 6];
      const knee: Point = [lerp((skirt.left[kneeIndex] as Point)[0], (skirt.right[kneeIndex] as Point)[0], spread), (skirt.left[kneeIndex] as Point)[1]];
      lines.push(path(smooth([top, [lerp(top[0], knee[0], 0.5) * 1.2, lerp(top[1], knee[1], 0.5)], knee]), ink(sheet.ink, 0.9, 0.45)));
    }
    lines.push(path(smooth([skirt.left[kneeIndex] as Point, [0, (skirt.left[kneeIndex] as Point)[1] + 12], skirt.right[kneeIndex] as Point]), ink(sheet.ink, 1.1, 0.6)));
  }
  return { shades: shades.join(''), lines: lines.join('') };
}

function lace(sheet: Sheet, skirt: Skirt, bodiceTop: number): string {
  const { rng } = sheet;
  const scallops = skirt.hem
    .slice(1)
    .map((point, index) => {
      const from = skirt.hem[index] as Point;
      const steps = 4;
      let d = '';
      for (let step = 0; step < steps; step++) {
        const a: Point = [lerp(from[0], point[0], step / steps), lerp(from[1], point[1], step / steps) - 26];
        const b: Point = [lerp(from[0], point[0], (step + 1) / steps), lerp(from[1], point[1], (step + 1) / steps) - 26];
        d += `M${pt(a)}Q${num((a[0] + b[0]) / 2)} ${num(a[1] + 12)} ${pt(b)}`;
      }
      return d;
    })
    .join('');
  const rosettes: string[] = [];
  const rosette = ([x, y]: Point, r: number) =>
    path(`M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(r * 2)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-r * 2)} 0`, ink(sheet.ink, 0.8, 0.6)) +
    [0, 1, 2, 3, 4]
      .map((petal) => {
        const angle = (petal / 5) * Math.PI * 2;
        return path(`M${pt([x + Math.cos(angle) * r * 1.2, y + Math.sin(angle) * r * 1.2])}l${num(Math.cos(angle) * r)} ${num(Math.sin(angle) * r)}`, ink(sheet.ink, 0.7, 0.5));
      })
      .join('');
  for (let index = 0; index < 9; index++) rosettes.push(rosette([rng.range(-40, 40), rng.range(bodiceTop + 10, 320)], rng.range(3, 6)));
  for (const point of skirt.hem.slice(1, -1)) rosettes.push(rosette([point[0], point[1] - 48 - rng.range(0, 20)], rng.range(4, 7)));
  return path(scallops, ink(sheet.ink, 0.9, 0.6)) + rosettes.join('');
}

function beading(sheet: Sheet, skirt: Skirt): string {
  const { rng } = sheet;
  const beads: string[] = [];
  for (let index = 0; index < 70; index++) {
    const y = 220 + (rng.next() ** 1.8) * ((skirt.hem[0] as Point)[1] - 260);
    const half = y < 330 ? 60 - (330 - y) * 0.1 : lerp(50, Math.abs((skirt.hem[0] as Point)[0]), (y - 330) / 640);
    const x = rng.range(-half, half) * 0.9;
    beads.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(rng.range(1.2, 2.6))}" fill="${sheet.ink}" fill-opacity="${num(rng.range(0.35, 0.75))}"/>`);
  }
  return beads.join('');
}

function bodiceDetails(sheet: Sheet, neckline: Neckline): string {
  const top = neckline === 'v' || neckline === 'halter' ? 236 : 222;
  const seams = path(smooth([[-30, top], [-26, 280], [-22, 330]]), ink(sheet.ink, 0.8, 0.45)) + path(smooth([[30, top], [26, 280], [22, 330]]), ink(sheet.ink, 0.8, 0.45));
  const waist = path('M-47 330Q0 338 47 330', ink(sheet.ink, 1.4, 0.8));
  return seams + waist;
}

function offShoulderBand(sheet: Sheet, light: string): string {
  const { rng } = sheet;
  const band = path('M-124 188C-60 204 60 204 124 188L126 226C60 242-60 242-126 226Z', filled(sheet.ink, 1.8, light, 0.9));
  const ruffles = Array.from({ length: 14 }, (_, index) => {
    const x = -116 + index * 17.5 + rng.range(-3, 3);
    return path(`M${num(x)} ${num(196 + Math.abs(x) * -0.04 + 6)}q${num(rng.range(-4, 4))} 14 ${num(rng.range(-3, 3))} 28`, ink(sheet.ink, 0.8, 0.5));
  }).join('');
  return band + ruffles;
}

function shoeTip(sheet: Sheet, hem: Point[]): string {
  const middle = hem[Math.floor(hem.length / 2) - 1] as Point;
  return path(`M${pt([middle[0] - 14, middle[1] + 4])}q12 10 28 4`, ink(sheet.ink, 1.6));
}

/** A gown on a croquis or a dress form, in the 1000-unit croquis frame. */
export function gown(sheet: Sheet, style: GownStyle): Layers {
  const { rng } = sheet;
  const [light, shadow] = FABRICS[style.fabric];
  const profile: Profile = style.silhouette === 'off-shoulder' ? rng.pick(['a-line', 'column', 'mermaid'] as const) : style.silhouette;
  const neckline: Neckline = style.silhouette === 'off-shoulder' ? 'off-shoulder' : style.neckline;
  const folds = style.finish === 'pleats' ? rng.int(14, 20) : profile === 'column' ? rng.int(4, 6) : profile === 'ball' ? rng.int(9, 12) : rng.int(7, 10);
  const skirt = skirtShape(sheet, style, profile, folds);
  const skirtFill = sheet.gradient([[0, shadow], [0.3, light], [0.62, light], [1, shadow]]);
  const bodiceFill = sheet.gradient([[0, shadow], [0.45, light], [1, shadow]]);
  const drape = foldLines(sheet, style, skirt, profile, shadow);
  const fills =
    `<g opacity="0.86">${path(skirt.outline, `fill="url(#${skirtFill})"`)}${path(BODICES[neckline], `fill="url(#${bodiceFill})"`)}</g>` + drape.shades;
  const hemY = (skirt.hem[0] as Point)[1];
  const bareShoulders = neckline !== 'v' && neckline !== 'halter';
  const finish =
    style.finish === 'lace' ? lace(sheet, skirt, neckline === 'v' ? 250 : 226) : style.finish === 'beading' ? beading(sheet, skirt) : '';
  const dress = path(skirt.outline, ink(sheet.ink, 2.1)) + path(BODICES[neckline], ink(sheet.ink, 2)) + bodiceDetails(sheet, neckline) + drape.lines + finish;
  const band = neckline === 'off-shoulder' ? offShoulderBand(sheet, light) : '';
  if (style.onForm) {
    const form = dressForm(sheet.ink, hemY);
    return { base: form.stand + form.under, fills, lines: dress + band };
  }
  const figure = body(sheet.ink, rng, { pose: rng.pick(['down', 'hip', 'down'] as const), tilt: rng.range(-6, 6), bareShoulders, legs: false });
  return { base: '', fills, lines: figure.under + dress + shoeTip(sheet, skirt.hem) + figure.over + band };
}
