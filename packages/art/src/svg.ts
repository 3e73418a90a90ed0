/** SVG text helpers: numbers, smooth paths through points, attributes. */
export type Point = readonly [number, number];

export const num = (value: number): string => (Math.round(value * 10) / 10).toString();

export const pt = ([x, y]: Point): string => `${num(x)} ${num(y)}`;

/**
 * A smooth path through `points` (Catmull-Rom turned into cubic Béziers). `closed` joins the
 * last point back to the first; `move` false continues an existing path (no leading M).
 */
export function smooth(points: readonly Point[], options: { closed?: boolean; move?: boolean; tension?: number } = {}): string {
  const { closed = false, move = true, tension = 1 } = options;
  if (points.length < 2) return '';
  const at = (index: number): Point => {
    const count = points.length;
    const wrapped = closed ? ((index % count) + count) % count : Math.min(Math.max(index, 0), count - 1);
    return points[wrapped] as Point;
  };
  const parts: string[] = move ? [`M${pt(at(0))}`] : [`L${pt(at(0))}`];
  const segments = closed ? points.length : points.length - 1;
  for (let index = 0; index < segments; index++) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    parts.push(`C${pt(c1)} ${pt(c2)} ${pt(p2)}`);
  }
  if (closed) parts.push('Z');
  return parts.join('');
}

/** `<path>` with the given d and attributes. */
export function path(d: string, attributes: string): string {
  return `<path d="${d}" ${attributes}/>`;
}

export const mirror = (points: readonly Point[]): Point[] => points.map(([x, y]) => [-x, y] as Point);

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Stroke attributes for an ink line. */
export function ink(color: string, width: number, opacity = 1): string {
  return `fill="none" stroke="${color}" stroke-width="${num(width)}" stroke-opacity="${Math.round(opacity * 100) / 100}" stroke-linecap="round" stroke-linejoin="round"`;
}

/** Stroke attributes for an ink outline around a filled shape. */
export function filled(color: string, width: number, fill: string, fillOpacity = 1): string {
  return ink(color, width).replace('fill="none"', `fill="${fill}" fill-opacity="${Math.round(fillOpacity * 100) / 100}"`);
}
