import {
  CUSTOM_CONCEPT_STREAM_TYPE,
  DRESS_ORDER_STREAM_TYPE,
  customConceptDecider,
  customConceptStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  personalDataErased,
} from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { runCommand } from '../testing/seed.ts';
import { expectRebuildEqualsIncremental } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection, snapshotTable } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { requestsProjection } from './projection.ts';
import { findRequest } from './queries.ts';

const submittedAt = '2026-11-20T10:00:00.000Z';
const client = { fullName: 'Inés Ruiz', email: 'ines@example.com', phone: '+34 611 222 333', submittedAt, lang: 'es' as const };

/**
 * The projection reads the submissions' fields by name in SQL. Events made by the domain's own
 * deciders must fill every column: if the domain renames a field it reads, a column comes out
 * null and this fails (and `dataText` no longer type-checks).
 */
describeEachStore('requests projection: the columns come from the domain events', (kind) => {
  const shared = useProjectionStore(kind, [requestsProjection]);

  it('copies every field it reads from a dress order and a custom concept, and the verdict', async () => {
    const dress = { id: dressOrderStreamId(41), type: DRESS_ORDER_STREAM_TYPE };
    await runCommand(shared.t.store, dressOrderDecider, dress, {
      type: 'SubmitDressOrder',
      data: { ...client, requestId: 41, eventType: 'cocktail', eventDate: '2027-05-08', description: 'A short silk cocktail dress.', imageKeys: ['requests/dress/41/0.webp'] },
    }, 'anonymous');
    await runCommand(shared.t.store, dressOrderDecider, dress, { type: 'ApproveRequest', data: { requestId: 41, at: submittedAt } }, 'user-admin');
    const concept = { id: customConceptStreamId(42), type: CUSTOM_CONCEPT_STREAM_TYPE };
    const last = await runCommand(shared.t.store, customConceptDecider, concept, {
      type: 'SubmitCustomConcept',
      data: { ...client, lang: 'en' as const, requestId: 42, preferredContact: 'text', conceptDescription: 'A cape that folds like origami.', imageKeys: ['requests/concept/42/0.webp', 'requests/concept/42/1.webp'] },
    }, 'anonymous');

    await catchUpTo(shared.t.store, requestsProjection, last.position);
    const sealed = { fields: expect.arrayContaining(['fullName', 'email', 'phone']), sealed: expect.any(String) };
    expect(await snapshotTable(shared.t.store.db, 'rm_requests', ['request_type', 'request_id'])).toEqual([
      {
        request_type: 'concept',
        request_id: 42,
        stream_id: concept.id,
        personal: sealed,
        occasion: null,
        occasion_date: null,
        preferred_contact: 'text',
        image_keys: ['requests/concept/42/0.webp', 'requests/concept/42/1.webp'],
        form_image_count: 2,
        lang: 'en',
        status: 'pending',
        erased: false,
        created_at: submittedAt,
      },
      {
        request_type: 'dress',
        request_id: 41,
        stream_id: dress.id,
        personal: sealed,
        occasion: 'cocktail',
        occasion_date: '2027-05-08',
        preferred_contact: null,
        image_keys: ['requests/dress/41/0.webp'],
        form_image_count: 1,
        lang: 'es',
        status: 'approved',
        erased: false,
        created_at: submittedAt,
      },
    ]);
  });

  it('adds the photos she adds from her page after those of the form, in the order added', async () => {
    const dress = { id: dressOrderStreamId(41), type: DRESS_ORDER_STREAM_TYPE };
    const add = (imageKeys: string[]) => runCommand(shared.t.store, dressOrderDecider, dress, { type: 'AddClientImages', data: { requestId: 41, imageKeys, at: submittedAt } }, 'client');
    await add(['requests/dress/41/client-b.webp', 'requests/dress/41/client-a.webp']);
    await add(['requests/dress/41/client-c.webp']);
    const concept = { id: customConceptStreamId(42), type: CUSTOM_CONCEPT_STREAM_TYPE };
    const { position } = await runCommand(shared.t.store, customConceptDecider, concept, {
      type: 'AddClientImages',
      data: { requestId: 42, imageKeys: ['requests/concept/42/client-a.webp', 'requests/concept/42/client-b.webp'], at: submittedAt },
    }, 'client');
    await catchUpTo(shared.t.store, requestsProjection, position);
    expect((await findRequest(shared.t.store, 'dress', 41))?.imageKeys).toEqual([
      'requests/dress/41/0.webp',
      'requests/dress/41/client-b.webp',
      'requests/dress/41/client-a.webp',
      'requests/dress/41/client-c.webp',
    ]);
    expect((await findRequest(shared.t.store, 'dress', 41))?.addedImageCount).toBe(3);
    expect((await findRequest(shared.t.store, 'concept', 42))).toMatchObject({ addedImageCount: 2, lang: 'en' });
    // Kept through the erasure of the other request below, so the rebuild checks a replayed addition appends nothing twice.
    expect((await findRequest(shared.t.store, 'concept', 42))?.imageKeys).toEqual([
      'requests/concept/42/0.webp',
      'requests/concept/42/1.webp',
      'requests/concept/42/client-a.webp',
      'requests/concept/42/client-b.webp',
    ]);
  });

  it('records an erasure as a state: the row is erased, without the sealed data or the photos', async () => {
    const streamId = dressOrderStreamId(41);
    const { position } = await shared.t.store.eraseSubject(streamId, personalDataErased(streamId, submittedAt), { actor: 'user-admin', correlationId: 'c', causationId: null });
    await catchUpTo(shared.t.store, requestsProjection, position);
    const rows = (await snapshotProjection(shared.t.store.db, requestsProjection)) as { stream_id: string }[];
    expect(rows.find((row) => row.stream_id === streamId)).toMatchObject({ personal: null, image_keys: [], status: 'approved', erased: true });
    expect(rows.find((row) => row.stream_id === customConceptStreamId(42))).toMatchObject({ erased: false });
    expect(await findRequest(shared.t.store, 'dress', 41)).toMatchObject({ fullName: '[erased]', email: '[erased]', imageKeys: [], erased: true });
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, requestsProjection);
  });
});
