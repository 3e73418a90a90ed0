/**
 * The bench is not a workspace package, so it reaches the packages through their source
 * entry points (the same modules the packages themselves resolve to).
 */
export * from '../../packages/event-store/src/index.ts';
export { createTestDatabase, TEST_MASTER_KEY } from '../../packages/event-store/src/testing.ts';
export * from '../../packages/domain/src/index.ts';
// Both packages name these (the store runs any decider of the domain's shape): the domain's win here.
export type { AggregateStream, Decider } from '../../packages/domain/src/index.ts';
export {
  ALL_PROJECTIONS,
  InProcessRunner,
  prepareProjections,
  rebuildProjection,
  rebuildProjections,
  reached,
  type Projection,
} from '../../projections/src/index.ts';
export {
  createProjectionQueue,
  redisConnection,
  startProjectionWorker,
  wakeWorkersAfterAppend,
} from '../../workers/src/index.ts';
export { RedisServer } from '../../workers/src/testing/redis-server.ts';
