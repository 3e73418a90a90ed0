import { describe, expect, it } from 'vitest';
import { Compactor } from './key-compaction.ts';

/** A compaction that finishes when the test says so. */
function controlled() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let runs = 0;
  const compactor = new Compactor(
    () =>
      new Promise<void>((resolve, reject) => {
        runs += 1;
        pending.push({ resolve, reject });
      }),
  );
  return { compactor, pending, runs: () => runs };
}

describe('Compactor', () => {
  it('serves a burst of requests with the running compaction and ONE more after it', async () => {
    const { compactor, pending, runs } = controlled();
    const first = compactor.request();
    const burst = Array.from({ length: 10 }, () => compactor.request());
    expect(runs()).toBe(1);
    expect(new Set(burst).size).toBe(1); // all share the next run
    pending[0]!.resolve();
    await first;
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs()).toBe(2); // requests made while the first ran need one that starts after them
    pending[1]!.resolve();
    await Promise.all(burst);
    await compactor.idle();
    expect(runs()).toBe(2);
  });

  it('reports a failed run to its requesters, and the next request runs again', async () => {
    const { compactor, pending, runs } = controlled();
    const failing = compactor.request();
    pending[0]!.reject(new Error('lock timeout'));
    await expect(failing).rejects.toThrow('lock timeout');
    const retry = compactor.request();
    expect(runs()).toBe(2);
    pending[1]!.resolve();
    await expect(retry).resolves.toBeUndefined();
  });

  it('idle() waits for the running and the queued run', async () => {
    const { compactor, pending } = controlled();
    void compactor.request();
    void compactor.request().catch(() => undefined);
    let idle = false;
    const waiting = compactor.idle().then(() => {
      idle = true;
    });
    pending[0]!.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    pending[1]!.resolve();
    await waiting;
    expect(idle).toBe(true);
  });
});
