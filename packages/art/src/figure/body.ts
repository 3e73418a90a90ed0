import type { Rng } from '../random.ts';
import { filled, ink, mirror, path, pt, smooth, type Point } from '../svg.ts';

/**
 * A fashion croquis, ten heads tall, in a 1000-unit frame: head top at y 0, feet at y 1000,
 * centred on x 0. Garments are drawn in the same frame, so they fit the body.
 */
type ArmPose = 'down' | 'hip' | 'both-hips';

export interface BodyOptions {
  pose: ArmPose;
  /** Head turn, in degrees; a few degrees give life to a frontal pose. */
  tilt: number;
  /** Whether the shoulders are bare (strapless, off-shoulder): collarbones are drawn. */
  bareShoulders: boolean;
  /** Whether the legs show (trousers cover them, gowns hide them). */
  legs: boolean;
  /** A fill for the arms when they wear sleeves (a jacket). */
  sleeves?: string;
}

function head(color: string, rng: Rng, tilt: number): string {
  const hair = rng.pick(['chignon', 'low-bun', 'sleek'] as const);
  const face = path(smooth([[0, 6], [27, 22], [31, 56], [22, 86], [0, 100], [-22, 86], [-31, 56], [-27, 22]], { closed: true }), ink(color, 2.2));
  const parting = path(smooth([[-30, 44], [-24, 14], [0, 2], [22, 8], [31, 34]]), ink(color, 2.6));
  const strands = [0, 1, 2, 3]
    .map((index) => path(smooth([[-20 + index * 12, 8 + index], [-10 + index * 10, 20], [6 + index * 7, 30 + index * 2]]), ink(color, 0.9, 0.55)))
    .join('');
  const bun =
    hair === 'chignon'
      ? path(smooth([[8, 4], [24, -20], [48, -18], [52, 4], [36, 18]], { closed: true }), ink(color, 2)) +
        path(smooth([[20, -8], [36, -14], [44, -2]]), ink(color, 0.9, 0.6))
      : hair === 'low-bun'
        ? path(smooth([[24, 66], [46, 60], [56, 80], [42, 98], [24, 92]], { closed: true }), ink(color, 2)) +
          path(smooth([[34, 70], [48, 80], [38, 92]]), ink(color, 0.9, 0.6))
        : path(smooth([[28, 30], [38, 70], [34, 110], [26, 128]]), ink(color, 1.6));
  const jawShade = path(smooth([[-18, 84], [0, 96], [18, 84]]), ink(color, 0.8, 0.35));
  return `<g transform="rotate(${tilt} 0 60)">${face}${parting}${strands}${bun}${jawShade}</g>`;
}

function torso(color: string, options: BodyOptions): string {
  const neck = [
    path(smooth([[-11, 92], [-12, 118], [-15, 140]]), ink(color, 2)),
    path(smooth([[11, 92], [12, 118], [15, 140]]), ink(color, 2)),
  ];
  const shoulders = [
    path(smooth([[-15, 140], [-48, 150], [-82, 162], [-90, 176]]), ink(color, 2)),
    path(smooth([[15, 140], [48, 150], [82, 162], [90, 176]]), ink(color, 2)),
  ];
  const collarbones = options.bareShoulders
    ? path(smooth([[-8, 160], [-30, 156], [-52, 160]]), ink(color, 1, 0.55)) + path(smooth([[8, 160], [30, 156], [52, 160]]), ink(color, 1, 0.55))
    : '';
  return neck.join('') + shoulders.join('') + collarbones;
}

const ARM_DOWN: Point[] = [
  [-88, 172], [-100, 240], [-104, 320], [-100, 400], [-92, 462],
  [-86, 500], [-80, 522], [-74, 500], [-76, 462], [-80, 400], [-80, 320], [-74, 226],
];
const ARM_HIP: Point[] = [
  [-88, 172], [-122, 228], [-150, 298], [-142, 314], [-100, 334], [-66, 344],
  [-52, 340], [-64, 326], [-98, 314], [-122, 294], [-104, 246], [-74, 214],
];

function arm(color: string, points: readonly Point[], side: 1 | -1, sleeves: string | undefined): string {
  const shaped = side === 1 ? points : mirror(points);
  const d = smooth(shaped, { closed: true });
  if (!sleeves) return path(d, ink(color, 1.9));
  // A sleeve ends at the wrist: the hand is drawn bare below its cuff.
  const [outer, inner] = (points === ARM_DOWN ? [4, 8] : [5, 7]).map((index) => shaped[index] as Point) as [Point, Point];
  return path(d, filled(color, 1.9, sleeves, 0.92)) + path(`M${pt(outer)}L${pt(inner)}`, ink(color, 1.2, 0.7));
}

function legs(color: string): string {
  const leg = (side: 1 | -1): string => {
    const points: Point[] = [[-40, 560], [-36, 660], [-30, 800], [-22, 930], [-20, 985], [-8, 992], [-10, 930], [-12, 800], [-12, 660], [-14, 560]];
    return path(smooth(side === 1 ? points : mirror(points)), ink(color, 1.6));
  };
  return leg(1) + leg(-1);
}

/** The body under the garment (drawn first) and the arms over it (drawn after the garment). */
export function body(color: string, rng: Rng, options: BodyOptions): { under: string; over: string } {
  const left = options.pose === 'both-hips' ? ARM_HIP : ARM_DOWN;
  const right = options.pose === 'down' ? ARM_DOWN : ARM_HIP;
  return {
    under: head(color, rng, options.tilt) + torso(color, options) + (options.legs ? legs(color) : ''),
    over: arm(color, left, 1, options.sleeves) + arm(color, right, -1, options.sleeves),
  };
}

/** A tailor's dress form: neck cap, padded torso, and the stand's pole and feet below `hemY`. */
export function dressForm(color: string, hemY: number): { under: string; stand: string } {
  const torsoShape = path(
    smooth([[-18, 122], [-60, 150], [-88, 170], [-84, 200], [-70, 236], [-50, 320], [50, 320], [70, 236], [84, 200], [88, 170], [60, 150], [18, 122]]),
    filled(color, 2, '#efe4d6', 0.55),
  );
  const cap = path(smooth([[-18, 122], [0, 112], [18, 122], [0, 130]], { closed: true }), filled(color, 1.8, '#e6d6c2'));
  const finial = path('M0 112V88M-10 88h20', ink(color, 2));
  const armCaps = path(smooth([[-88, 170], [-96, 186], [-84, 200]]), ink(color, 1.4)) + path(smooth([[88, 170], [96, 186], [84, 200]]), ink(color, 1.4));
  const foot = 990;
  const stand = path(`M0 ${hemY}V${foot - 30}`, ink(color, 3.4)) + path(`M0 ${foot - 30}L-70 ${foot}M0 ${foot - 30}L70 ${foot}M0 ${foot - 30}L0 ${foot + 6}`, ink(color, 2.4));
  return { under: finial + cap + torsoShape + armCaps, stand };
}
