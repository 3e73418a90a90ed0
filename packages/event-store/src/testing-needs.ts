import { describe, it } from 'vitest';
import { skippedTitle } from './skipped-title.ts';

/**
 * Suites that need a service this machine may lack (PostgreSQL, Redis, a redis-server binary).
 * Locally a missing one skips the suite, and its title says what it needs and why it is
 * missing; `scripts/vitest/skipped-summary.ts` reads those titles back and prints one summary
 * at the end of the run. Under CI=true nothing is skipped: the suite fails, naming the gap.
 * (docs/decisions/063-honest-guarantees-and-tests.md)
 */
export interface Need {
  /** What the suite needs, for people: "PostgreSQL", "PostgreSQL and Redis". */
  what: string;
  /** Why each missing part is missing, with how to provide it; empty when all is there. */
  missing: string[];
}

export function isCi(): boolean {
  return process.env.CI === 'true' || process.env.CI === '1';
}

/** describe() when everything `need` names is there; else skipped with its reason, or failing under CI. */
export function describeNeeding(need: Need, name: string, fn: () => void): void {
  if (need.missing.length === 0) {
    describe(name, fn);
  } else if (isCi()) {
    describe(name, () => {
      it(`needs ${need.what}`, () => {
        throw new Error(`${need.what} is required under CI, but ${need.missing.join('; ')}`);
      });
    });
  } else {
    describe.skip(skippedTitle(name, need.what, need.missing), fn);
  }
}
