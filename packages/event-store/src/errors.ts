import type { Position } from './types.ts';

/**
 * A write lost a compare-and-set race. For streams `expected`/`actual` are versions
 * (`actual` null when the database could not tell, e.g. a unique violation);
 * for checkpoints `streamId` is `checkpoint:<projection>` and both are positions.
 */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  readonly streamId: string;
  readonly expected: number | 'any' | Position | null;
  readonly actual: number | Position | null;

  constructor(
    streamId: string,
    expected: number | 'any' | Position | null,
    actual: number | Position | null,
    options?: { cause?: unknown },
  ) {
    super(
      `Concurrency conflict on ${streamId}: expected ${describe(expected)}, actual ${describe(actual)}`,
      options,
    );
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** Another live process holds the PGlite data dir (PGlite is single-process). */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  readonly dataDir: string;
  readonly pid: number | null;

  constructor(dataDir: string, pid: number | null) {
    super(
      `PGlite data dir "${dataDir}" is locked by ${pid === null ? 'another process' : `process ${pid}`}. ` +
        'PGlite allows only one process per data dir: stop the other process, ' +
        'or set DATABASE_URL to use PostgreSQL when several processes must share the store.',
    );
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

/**
 * The store holds data keys wrapped by a master key this process was not given: the wrong
 * PII_MASTER_KEY, or a rotation where PII_MASTER_KEY_PREVIOUS is missing.
 */
export class MasterKeyMismatchError extends Error {
  override readonly name = 'MasterKeyMismatchError';
  readonly storedKeyIds: readonly string[];
  readonly givenKeyIds: readonly string[];

  constructor(storedKeyIds: readonly string[], givenKeyIds: readonly string[]) {
    super(
      `The PII master key does not match this database: its data keys are wrapped by master key id ` +
        `${storedKeyIds.join(', ')}, but the given key${givenKeyIds.length > 1 ? 's have ids' : ' has id'} ${givenKeyIds.join(', ')}. ` +
        'Set PII_MASTER_KEY to the key this database was written with (in embedded mode: restore DATA_DIR/pii-master-key); ' +
        'during a rotation, set PII_MASTER_KEY_PREVIOUS to the old key and run `pnpm keys:rotate`.',
    );
    this.storedKeyIds = storedKeyIds;
    this.givenKeyIds = givenKeyIds;
  }
}

function describe(value: number | 'any' | Position | null): string {
  if (value === null) return 'unknown';
  if (typeof value === 'object') return `(${value.epoch}, ${value.transactionId}, ${value.globalPosition})`;
  return String(value);
}

/**
 * An idempotency key came back with different data than it was first used with. Answering
 * the first write's result would silently drop the second submission, so nothing is
 * written and the caller is told.
 */
export class IdempotencyKeyReused extends Error {
  override readonly name = 'IdempotencyKeyReused';
  readonly key: string;

  constructor(key: string) {
    super(`Idempotency key ${key} was already used for different data`);
    this.key = key;
  }
}
