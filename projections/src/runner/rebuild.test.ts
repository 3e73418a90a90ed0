import { afterAll, beforeAll, expect, it } from 'vitest';
import { START, readCheckpoint, type AppendResult, type EventStore } from '@atelier/event-store';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { IMAGE_VARIANTS_STREAM_TYPE, imageVariantsDecider, imageVariantsStreamId, personalDataErased, type GalleryImageAddedData } from '@atelier/domain';
import { sql } from 'kysely';
import { ALL_PROJECTIONS } from '../all.ts';
import type { Projection } from '../projection.ts';
import { runCommand, seedContactMessages, seedRequests } from '../testing/seed.ts';
import { snapshotAll, snapshotTable } from '../testing/snapshot.ts';
import { listRequests } from '../requests/queries.ts';
import { truncateTable, type AnyReadModelTable, type ReadModelName } from '../read-model-table.ts';
import { catchUpTo } from './catch-up-to.ts';
import { handledBy } from './catch-up.ts';
import { prepareProjections, rebuildProjection, rebuildProjections } from './setup.ts';

const metadata = { actor: 'user-admin', correlationId: crypto.randomUUID(), causationId: null };

/** A registration and a site-setting change, so every projection has rows to rebuild. */
async function seedUserAndSetting(store: EventStore, round: number): Promise<AppendResult> {
  const at = new Date(Date.UTC(2026, 1, 1, 0, round)).toISOString();
  const user = { userId: `user-${round}`, username: `Atelier${round}`, passwordHash: `hash-${round}`, isAdmin: round === 0, registeredAt: at };
  await store.append(`user-${round}`, [{ type: 'UserRegistered', data: user }], { streamType: 'user', expectedVersion: -1, metadata });
  const setting = { key: round % 2 ? 'email' : 'phone', value: `v${round}`, at };
  await store.append('site-settings', [{ type: 'SiteSettingChanged', data: setting }], { streamType: 'site-settings', expectedVersion: 'any', metadata });
  return seedImage(store, round);
}

/** A gallery image (its variants recorded on even rounds), so the image-variants read model has both kinds of row. */
async function seedImage(store: EventStore, round: number): Promise<AppendResult> {
  const blobKey = `gallery/${round}/original.webp`;
  const image: GalleryImageAddedData = {
    imageId: round,
    title: `Gown ${round}`,
    description: round % 3 ? null : `Silk gown ${round}`,
    blobKey,
    width: 1200,
    height: 900,
    category: 'vestidos',
    featured: round % 2 === 0,
    visible: true,
    addedAt: new Date(Date.UTC(2026, 1, 1)).toISOString(),
  };
  const added = await store.append(`gallery-image-${round}`, [{ type: 'GalleryImageAdded', data: image }], { streamType: 'gallery-image', expectedVersion: -1, metadata });
  if (round % 2) return added;
  const variants = [{ width: 480, format: 'webp' as const, key: `gallery/${round}/w480.webp` }];
  const stream = { id: imageVariantsStreamId(blobKey), type: IMAGE_VARIANTS_STREAM_TYPE };
  return runCommand(store, imageVariantsDecider, stream, { type: 'RecordImageVariants', data: { blobKey, width: 1200, height: 900, variants } }, 'system');
}

/** A projection of one table whose shape depends on its version. */
function shapeProjection(version: number): Projection {
  // A table of this test only: the app's Database does not know it.
  const table: AnyReadModelTable = {
    name: 'rm_shape_for_test' as ReadModelName,
    version,
    key: ['id'],
    columns(builder) {
      const withId = builder.addColumn('id', 'integer', (c) => c.primaryKey());
      return version > 1 ? withId.addColumn('label', 'text', (c) => c.notNull()) : withId;
    },
  };
  return { name: 'shape-for-test', kind: 'javascript', why: 'tests versions', table, version, handles: [], apply: async () => {} };
}

describeEachStore('projections: replay and rebuild', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
    await prepareProjections(t.store, ALL_PROJECTIONS);
  });
  afterAll(() => t.cleanup());

  it('rebuilding every read model from zero gives exactly the incrementally built rows', async () => {
    // Incremental: catch up after every few appends, as the live runner does.
    for (let round = 0; round < 4; round++) {
      await seedRequests(t.store, 10, round * 10 + 1);
      await seedContactMessages(t.store, 3, round * 3 + 1, 2);
      const { position } = await seedUserAndSetting(t.store, round);
      for (const projection of ALL_PROJECTIONS) await catchUpTo(t.store, projection, position);
    }
    const incremental = await snapshotAll(t.store.db);
    expect(incremental.requests).toHaveLength(40);
    expect(incremental['request-history']!.length).toBeGreaterThan(40);
    expect(incremental.users).toHaveLength(4);
    expect(incremental['image-variants']).toEqual([
      expect.objectContaining({ blob_key: 'gallery/0/original.webp', width: 1200 }),
      expect.objectContaining({ blob_key: 'gallery/1/original.webp', variants: null }),
      expect.objectContaining({ blob_key: 'gallery/2/original.webp', width: 1200 }),
      expect.objectContaining({ blob_key: 'gallery/3/original.webp', variants: null }),
    ]);
    expect(incremental['contact-messages']).toHaveLength(12);
    expect(incremental['site-settings']).toEqual([
      expect.objectContaining({ key: 'email', value: 'v3' }),
      expect.objectContaining({ key: 'phone', value: 'v2' }),
    ]);

    for (const projection of ALL_PROJECTIONS) await rebuildProjection(t.store, projection);
    expect(await snapshotAll(t.store.db)).toEqual(incremental);

    // One pass over the log for every projection gives the same rows too.
    const replayed = await rebuildProjections(t.store, ALL_PROJECTIONS);
    expect(replayed).toBeGreaterThan(40);
    expect(await snapshotAll(t.store.db)).toEqual(incremental);
    const checkpoints = await Promise.all(ALL_PROJECTIONS.map((p) => readCheckpoint(t.store.db, p.name)));
    const head = await t.store.readAll(START, 10_000);
    expect(new Set(checkpoints.map((c) => c?.position.globalPosition))).toEqual(new Set([head.at(-1)!.globalPosition]));
  });

  it('batches cut anywhere, each applied twice, give the same rows', async () => {
    const expected = await snapshotAll(t.store.db);
    const events = await t.store.readAll(START, 10_000);
    for (const size of [1, 2, 3, 7]) {
      await t.store.transaction(async (trx) => {
        for (const projection of ALL_PROJECTIONS) {
          await truncateTable(trx, projection.table);
          for (let i = 0; i < events.length; i += size) {
            const handled = handledBy(projection, events.slice(i, i + size));
            if (handled.length === 0) continue;
            await projection.apply(trx, handled);
            await projection.apply(trx, handled);
          }
        }
      });
      expect(await snapshotAll(t.store.db), `batches of ${size}`).toEqual(expected);
    }
  });

  it('replaying twice gives the same tables (handlers are idempotent)', async () => {
    const before = await snapshotAll(t.store.db);
    for (const projection of ALL_PROJECTIONS) await rebuildProjection(t.store, projection);
    for (const projection of ALL_PROJECTIONS) await rebuildProjection(t.store, projection);
    await rebuildProjections(t.store, ALL_PROJECTIONS);
    await rebuildProjections(t.store, ALL_PROJECTIONS);
    expect(await snapshotAll(t.store.db)).toEqual(before);
  });

  it('a new version drops the old tables and creates them in their new shape', async () => {
    await prepareProjections(t.store, [shapeProjection(1)]);
    await sql`insert into rm_shape_for_test (id) values (1)`.execute(t.store.db);
    expect(await prepareProjections(t.store, [shapeProjection(1)])).toEqual([]);
    expect(await snapshotTable(t.store.db, 'rm_shape_for_test', ['id'])).toEqual([{ id: 1 }]);

    expect(await prepareProjections(t.store, [shapeProjection(2)])).toEqual(['shape-for-test']);
    expect(await snapshotTable(t.store.db, 'rm_shape_for_test', ['id'])).toEqual([]);
    await sql`insert into rm_shape_for_test (id, label) values (1, 'one')`.execute(t.store.db);
    expect((await readCheckpoint(t.store.db, 'shape-for-test'))).toMatchObject({ version: 2, position: START });
  });

  it('keeps a timeline for request streams only, even of an erasure', async () => {
    const { position } = await t.store.eraseSubject('user-1', personalDataErased('user-1', new Date().toISOString()), metadata);
    for (const projection of ALL_PROJECTIONS) await catchUpTo(t.store, projection, position);
    const incremental = await snapshotAll(t.store.db);
    const streams = new Set((incremental['request-history'] as { stream_id: string }[]).map((row) => row.stream_id));
    expect(streams.has('user-1')).toBe(false);
    expect(streams.has('dress-order-2')).toBe(true);
    await rebuildProjections(t.store, ALL_PROJECTIONS);
    expect(await snapshotAll(t.store.db)).toEqual(incremental);
  });

  it('erased personal data stays erased after a rebuild', async () => {
    const rows = (await snapshotAll(t.store.db)).requests as { request_id: number; personal: unknown }[];
    // The read model itself no longer holds the erased client's sealed data, and nobody's in the clear.
    expect(rows.find((row) => row.request_id === 2)?.personal).toBeNull();
    expect(JSON.stringify(rows)).not.toMatch(/Client 1|client1@example\.com/);
    expect(rows.find((row) => row.request_id === 1)?.personal).toEqual({ fields: expect.arrayContaining(['fullName', 'email']), sealed: expect.any(String) });
    const list = await listRequests(t.store);
    expect(list.find((r) => r.id === 2)).toMatchObject({ fullName: '[erased]', email: '[erased]', imageKeys: [], erased: true });
    expect(list.find((r) => r.id === 1)).toMatchObject({ erased: false });
    expect(list.find((r) => r.id === 1)).toMatchObject({ fullName: 'Client 1', email: 'client1@example.com' });
  });
});
