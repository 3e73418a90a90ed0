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
import { snapshotTable } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { requestHistoryProjection } from './projection.ts';

const at = '2026-11-21T09:30:00.000Z';
const client = { fullName: 'Marta Gil', email: 'marta@example.com', phone: '+34 622 333 444', submittedAt: at, imageKeys: [], lang: 'es' as const };

/**
 * The timeline is built from the events the domain's deciders emit, by their type names and
 * the acting user: a step the domain renames or stops emitting is missing here.
 */
describeEachStore('request history projection: one row per step, from the domain events', (kind) => {
  const shared = useProjectionStore(kind, [requestHistoryProjection]);

  it('records submission, verdict and erasure with their actors, and nothing for other streams', async () => {
    const dress = { id: dressOrderStreamId(7), type: DRESS_ORDER_STREAM_TYPE };
    await runCommand(shared.t.store, dressOrderDecider, dress, {
      type: 'SubmitDressOrder',
      data: { ...client, requestId: 7, eventType: 'wedding', eventDate: '2027-09-14', description: 'A gown with a long lace train.' },
    }, 'anonymous');
    await runCommand(shared.t.store, dressOrderDecider, dress, { type: 'DenyRequest', data: { requestId: 7, at } }, 'user-ana');
    const concept = { id: customConceptStreamId(8), type: CUSTOM_CONCEPT_STREAM_TYPE };
    await runCommand(shared.t.store, customConceptDecider, concept, {
      type: 'SubmitCustomConcept',
      data: { ...client, requestId: 8, preferredContact: 'email', conceptDescription: 'A jumpsuit in raw silk with a cape.' },
    }, 'anonymous');
    await shared.t.store.append('user-x', [{ type: 'UserRegistered', data: { userId: 'x' } }], {
      streamType: 'user',
      expectedVersion: -1,
      metadata: { actor: 'system', correlationId: 'c', causationId: null },
    });
    const erased = await shared.t.store.eraseSubject(concept.id, personalDataErased(concept.id, at), {
      actor: 'user-ana',
      correlationId: 'c',
      causationId: null,
    });

    await catchUpTo(shared.t.store, requestHistoryProjection, erased.position);
    const rows = (await snapshotTable(shared.t.store.db, 'rm_request_history', ['global_position'])) as { stream_id: string; event_type: string; actor: string }[];
    expect(rows.map(({ stream_id, event_type, actor }) => [stream_id, event_type, actor])).toEqual([
      [dress.id, 'DressOrderSubmitted', 'anonymous'],
      [dress.id, 'RequestDenied', 'user-ana'],
      [concept.id, 'CustomConceptSubmitted', 'anonymous'],
      [concept.id, 'PersonalDataErased', 'user-ana'],
    ]);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, requestHistoryProjection);
  });
});
