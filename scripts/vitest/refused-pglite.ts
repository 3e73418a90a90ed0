import { refuse } from './unit-lane-guard.ts';

/**
 * What `@electric-sql/pglite` resolves to in the unit lane (vitest.config.ts): a module that
 * loads, so code that merely imports the event store still does, and refuses to open a database.
 */
export class PGlite {
  static readonly defaultStartParams: readonly string[] = [];

  static create(): never {
    return refuse('opens no database (PGlite)');
  }

  constructor() {
    refuse('opens no database (PGlite)');
  }
}
