import { join } from 'node:path';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, pendingVariantKeys, prepareProjections } from '@atelier/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RedisServer } from '../testing/redis-server.ts';
import { describeWithServices, waitUntil } from '../testing/services.ts';
import { WorkerProcess } from '../testing/worker-process.ts';
import { appendGalleryImage, storeOriginal, tempBlobStore, variantEvents } from './testing/originals.ts';

const KEYS = [1, 2, 3].map((id) => `gallery/${id}/original.webp`);

describeWithServices(
  'a worker killed with SIGKILL in the middle of an image-variant job',
  () => {
    let t: TestStore;
    let redis: RedisServer;
    let temp: Awaited<ReturnType<typeof tempBlobStore>>;
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      t = await openTestStore('postgres');
      await prepareProjections(t.store, ALL_PROJECTIONS);
      redis = await RedisServer.start();
      temp = await tempBlobStore();
    });

    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await redis?.kill();
      await t?.cleanup();
      await temp?.cleanup();
    });

    // The worker's own blob store is DATA_DIR/blobs: the same directory as temp.blobs.
    const startWorker = (n: number) => {
      const worker = new WorkerProcess({
        databaseUrl: t.databaseUrl!,
        redisUrl: redis.url,
        heartbeatFile: join(temp.dir, `heartbeat-${n}`),
        extra: { DATA_DIR: temp.dir },
      });
      workers.push(worker);
      return worker;
    };

    it('a fresh worker redoes the killed job, and every original gets exactly one ImageVariantsMade', async () => {
      for (const [i, key] of KEYS.entries()) {
        await storeOriginal(temp.blobs, key, 2000, 1500);
        await appendGalleryImage(t.store, i + 1, key);
      }

      // SIGKILL from the log listener itself, the moment the first job starts encoding.
      const first = startWorker(1);
      let killedKey: string | null = null;
      first.onLine((line) => {
        if (line.message === 'making image variants' && killedKey === null) {
          killedKey = String(line.blobKey);
          first.signal('SIGKILL');
        }
      });
      const exit = await first.exited;
      expect(exit.signal).toBe('SIGKILL');
      expect(killedKey).not.toBeNull();
      expect(await variantEvents(t.store, killedKey!)).toEqual([]);

      // The killed job's lock expires (30 s), the new worker finds it stalled and runs it again.
      const second = startWorker(2);
      await waitUntil('every original to be recorded', async () => (await pendingVariantKeys(t.store.db)).length === 0 && (await countMade()) === 3, 150_000, 500);
      for (const key of KEYS) expect(await variantEvents(t.store, key), key).toHaveLength(1);
      expect(await temp.blobs.exists(killedKey!.replace('original.webp', 'w1600.avif'))).toBe(true);
      expect(second.running).toBe(true);
    }, 200_000);

    /** Every ImageVariantsMade of the three originals' streams. */
    async function countMade(): Promise<number> {
      const counts = await Promise.all(KEYS.map(async (key) => (await variantEvents(t.store, key)).length));
      return counts.reduce((a, b) => a + b, 0);
    }
  },
  { redisServer: true },
);
