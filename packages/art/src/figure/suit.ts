import { FABRICS, type Fabric } from '../palette.ts';
import type { Layers, Sheet } from '../sheet.ts';
import { ink, mirror, num, path, smooth, type Point } from '../svg.ts';
import { body } from './body.ts';

export const SUIT_CUTS = ['trouser', 'skirt', 'tuxedo'] as const;
type SuitCut = (typeof SUIT_CUTS)[number];

export interface SuitStyle {
  cut: SuitCut;
  fabric: Fabric;
  /** Jacket length: where its hem falls, from the hip (430) to mid-thigh (560). */
  jacketHem: number;
  buttons: 1 | 2 | 3;
}

/** A trouser leg from under the jacket's hem (`top`) to the floor. */
const trouserLeg = (top: number): Point[] => [[-80, top], [-82, 620], [-86, 760], [-94, 962], [-22, 966], [-16, 760], [-6, 600], [0, top + 24]];
const pencilSkirt = (top: number): Point[] => [[-78, top], [-74, 600], [-70, 650], [-64, 700], [64, 700], [70, 650], [74, 600], [78, top]];

function jacketOutline(hem: number): Point[] {
  return [[0, 146], [-18, 142], [-86, 162], [-94, 184], [-84, 240], [-60, 330], [-76, 410], [-84, hem], [-40, hem + 12], [0, hem + 4]];
}

/** A tailored suit (trousers, skirt or tuxedo) on a croquis, in the 1000-unit croquis frame. */
export function suit(sheet: Sheet, style: SuitStyle): Layers {
  const { rng } = sheet;
  const [light, shadow] = FABRICS[style.fabric];
  const jacket = jacketOutline(style.jacketHem);
  const jacketPath = smooth([...jacket, ...mirror(jacket).reverse()], { closed: true, tension: 0.7 });
  const top = style.jacketHem - 6;
  const lower =
    style.cut === 'skirt'
      ? smooth(pencilSkirt(top), { tension: 0.6 })
      : smooth(trouserLeg(top), { tension: 0.5 }) + smooth(mirror(trouserLeg(top)), { tension: 0.5 });
  const cloth = sheet.gradient([[0, shadow], [0.35, light], [0.65, light], [1, shadow]]);
  const fills = `<g opacity="0.88">${path(lower, `fill="url(#${cloth})"`)}${path(jacketPath, `fill="url(#${cloth})"`)}</g>`;
  const lapelDepth = 300 + style.buttons * -10;
  const lapel = (side: 1 | -1) => {
    const s = side;
    return path(`M${num(-14 * s)} 144L${num(-40 * s)} 200L${num(-28 * s)} 214L${num(-46 * s)} 226L0 ${lapelDepth}`, ink(sheet.ink, 1.6));
  };
  const satin = style.cut === 'tuxedo' ? path(`M-14 144L-40 200L-28 214L-46 226L0 ${lapelDepth}L46 226L28 214L40 200L14 144L0 ${lapelDepth - 20}Z`, `fill="${FABRICS.noir[1]}" fill-opacity="0.7"`) : '';
  const buttons = Array.from({ length: style.buttons }, (_, index) => {
    const y = lapelDepth + 10 + index * 44;
    return `<circle cx="0" cy="${y}" r="5.5" fill="none" stroke="${sheet.ink}" stroke-width="1.5"/><circle cx="0" cy="${y}" r="1.4" fill="${sheet.ink}"/>`;
  }).join('');
  const lastButton = lapelDepth + 10 + (style.buttons - 1) * 44;
  const cutaway = path(`M0 ${lastButton + 8}Q-6 ${style.jacketHem - 20} -30 ${style.jacketHem + 10}`, ink(sheet.ink, 1.4));
  const pockets = [-1, 1].map((side) => path(`M${num(side * 30)} ${style.jacketHem - 70}l${num(side * 44)} 4`, ink(sheet.ink, 1.4))).join('') + path('M-62 250l28 -4', ink(sheet.ink, 1.2));
  const darts = path(smooth([[-40, 260], [-38, 330], [-44, 400]]), ink(sheet.ink, 0.8, 0.5)) + path(smooth([[40, 260], [38, 330], [44, 400]]), ink(sheet.ink, 0.8, 0.5));
  const creases =
    style.cut === 'skirt'
      ? path('M-10 706l4 -60', ink(sheet.ink, 1)) + path(smooth([[-40, 470], [-36, 600], [-40, 690]]), ink(sheet.ink, 0.8, 0.45))
      : path(smooth([[-48, 560], [-52, 760], [-56, 960]]), ink(sheet.ink, 0.9, 0.5)) + path(smooth([[48, 560], [52, 760], [56, 960]]), ink(sheet.ink, 0.9, 0.5));
  const shoes =
    style.cut === 'skirt'
      ? path(smooth([[-40, 700], [-38, 820], [-32, 940], [-30, 975]]), ink(sheet.ink, 1.6)) + path(smooth([[-14, 700], [-16, 820], [-18, 940], [-16, 975]]), ink(sheet.ink, 1.6)) +
        path(smooth([[40, 700], [38, 820], [32, 940], [30, 975]]), ink(sheet.ink, 1.6)) + path(smooth([[14, 700], [16, 820], [18, 940], [16, 975]]), ink(sheet.ink, 1.6)) +
        path('M-32 975q-8 14 -28 16M32 975q8 14 28 16', ink(sheet.ink, 1.8))
      : path('M-90 966q-6 18 -34 22M90 966q6 18 34 22', ink(sheet.ink, 1.8));
  const figure = body(sheet.ink, rng, {
    pose: rng.pick(['down', 'hip', 'both-hips'] as const),
    tilt: rng.range(-5, 5),
    bareShoulders: false,
    legs: false,
    sleeves: `url(#${cloth})`,
  });
  const shirt = path('M-14 144L0 170L14 144', ink(sheet.ink, 1.2));
  const lines =
    figure.under + path(lower, ink(sheet.ink, 2)) + path(jacketPath, ink(sheet.ink, 2.1)) + shirt + lapel(1) + lapel(-1) + buttons + cutaway + pockets + darts + creases + shoes + figure.over;
  return { base: '', fills: fills + satin, lines };
}
