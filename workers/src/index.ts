export { createProjectionQueue, wakeProjections, PROJECTIONS_QUEUE, type ProjectionQueue } from './queue.ts';
export { redisConnection } from './redis.ts';
export { wakeWorkersAfterAppend } from './waker.ts';
export { startProjectionWorker, type RunningWorker } from './start-worker.ts';
