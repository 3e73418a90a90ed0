export * from './types.ts';
export type { EventStore, StreamWrite } from './event-store.ts';
export { ConcurrencyError, DataDirLockedError } from './errors.ts';
export { openEventStore, PERSONAL_DATA_ERASED, type OpenEventStoreOptions } from './store.ts';
export { migrate, migrations, type Migration } from './migrations/index.ts';
export { readCheckpoint, compareAndSetCheckpoint, resetCheckpoint, type Checkpoint } from './checkpoints.ts';
export { positionOfEvent } from './read.ts';
export { CURRENT_EPOCH } from './append.ts';
export { MEMORY_DATA_DIR } from './pglite.ts';
