export * from './types.ts';
export type { Database, Db, Trx, EventsTable, StreamsTable, CheckpointsTable } from './database.ts';
export {
  createPlainTables,
  PLAIN_TABLES,
  type ClientEmailIndexTable,
  type ClientLinksTable,
  type ClientSessionsTable,
  type ReactionsTable,
  type SessionsTable,
} from './plain-tables.ts';
export type { EventStore, StreamWrite } from './event-store.ts';
export { ConcurrencyError, DataDirLockedError, IdempotencyKeyReused, MasterKeyMismatchError } from './errors.ts';
export { masterKeyId } from './master-key.ts';
export { openEventStore, type OpenEventStoreOptions } from './store.ts';
export { migrate, migrations, type Migration } from './migrations/index.ts';
export { readCheckpoint, compareAndSetCheckpoint, resetCheckpoint, type Checkpoint } from './checkpoints.ts';
export { positionOfEvent } from './read.ts';
export { comparePositions, reached } from './positions.ts';
export { CURRENT_EPOCH } from './append.ts';
export { MEMORY_DATA_DIR } from './pglite.ts';
export { PII_KEY, type SealedPii } from './pii.ts';
export { projectionLag, oldestHorizonHolder, LAG_COUNT_CAP, type ProjectionLag, type HorizonHolder } from './horizon.ts';
export { executeCommand, executeCommands, followingCommand, readState, type CommandResult, type CommandRun, type CommandsRun, type FollowingCommand, type Idempotency } from './execute-command.ts';
export type { AggregateStream, DecidedEvent, Decider } from './decider.ts';
