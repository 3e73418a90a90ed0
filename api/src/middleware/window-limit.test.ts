import { describe, expect, it } from 'vitest';
import { WindowLimit } from './window-limit.ts';

const limit = (from: 'first' | 'last' = 'first', maxEntries = 100) => new WindowLimit({ limit: 2, windowMs: 60_000, maxEntries, from });

describe('WindowLimit', () => {
  it('lets a key through under its limit and, at it, says to wait until the first hit lapses', () => {
    const l = limit();
    expect(l.wait('a', 0, 5000)).toBeNull();
    l.hit('a', 0);
    l.hit('a', 10_000);
    expect(l.wait('a', 20_000, 5000)).toBe(40_000);
    expect(l.wait('b', 20_000, 5000)).toBeNull();
    expect(l.wait('a', 60_000, 5000)).toBeNull();
  });

  it("with 'last', every hit pushes the end back", () => {
    const l = limit('last');
    l.hit('a', 0);
    l.hit('a', 50_000);
    expect(l.wait('a', 70_000, 5000)).toBe(40_000);
  });

  it('counts attempts in flight, and says the short wait when only they reach the limit', () => {
    const l = limit();
    l.hit('a', 0);
    const release = l.enter('a');
    expect(l.wait('a', 1000, 5000)).toBe(5000);
    expect(l.sizes()).toEqual({ counted: 1, inFlight: 1 });
    release();
    release();
    expect(l.wait('a', 1000, 5000)).toBeNull();
    expect(l.sizes()).toEqual({ counted: 1, inFlight: 0 });
  });

  it('forgets a cleared key, and keeps at most maxEntries keys', () => {
    const l = limit('first', 3);
    l.hit('a', 0);
    l.hit('a', 0);
    l.clear('a');
    expect(l.wait('a', 0, 5000)).toBeNull();
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) l.hit(key, 0);
    expect(l.sizes().counted).toBe(3);
  });

  it('refuses a limit below one', () => {
    expect(() => new WindowLimit({ limit: 0, windowMs: 1, maxEntries: 1, from: 'first' })).toThrow(/limit/);
  });
});
