/** The index `delta` steps from `index` among `total` items, wrapping at both ends. */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** Horizontal travel (px) a pointer needs before its gesture counts as a swipe. */
export const SWIPE_DISTANCE = 48;

/**
 * The step a pointer gesture asks for: a swipe to the left shows the next item (+1), to the
 * right the previous one (-1); short or mostly vertical gestures ask for nothing (0).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** "Imagen {n} de {total}" with its numbers in. */
export function positionText(template: string, index: number, total: number): string {
  return template.replace('{n}', String(index + 1)).replace('{total}', String(total));
}
