import { describe, expect, it } from 'vitest';
import { positionText, stepIndex, SWIPE_DISTANCE, swipeStep } from './lightbox-steps.ts';

describe('stepIndex', () => {
  it('moves forward and back', () => {
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(2, -1, 4)).toBe(1);
  });
  it('wraps at both ends', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });
  it('stays on a single item', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('a swipe to the left shows the next item, to the right the previous one', () => {
    expect(swipeStep(-SWIPE_DISTANCE - 10, 5)).toBe(1);
    expect(swipeStep(SWIPE_DISTANCE + 10, -5)).toBe(-1);
  });
  it('ignores short and mostly vertical gestures', () => {
    expect(swipeStep(SWIPE_DISTANCE - 1, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});

describe('positionText', () => {
  it('fills the one-based position and the total', () => {
    expect(positionText('Imagen {n} de {total}', 1, 5)).toBe('Imagen 2 de 5');
  });
});
