import { UnrecoverableError, type Job } from 'bullmq';
import type { EventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS } from '@atelier/projections';
import { describe, expect, it } from 'vitest';
import { projectionProcessor } from './processor.ts';
import { CATCH_UP_JOB, type CatchUpJobData } from './queue.ts';

describe('projectionProcessor', () => {
  const store = {} as EventStore; // never reached: the job is refused first
  const processor = projectionProcessor(store, ALL_PROJECTIONS, () => {});
  const job = (name: string, data: Record<string, unknown>) => ({ name, data }) as unknown as Job<CatchUpJobData>;

  it('rejects an unknown projection with UnrecoverableError, so BullMQ does not retry it', async () => {
    await expect(processor(job(CATCH_UP_JOB, { projection: 'no-such-projection' }))).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('rejects an unknown job name with UnrecoverableError', async () => {
    await expect(processor(job('rebuild-everything', {}))).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
