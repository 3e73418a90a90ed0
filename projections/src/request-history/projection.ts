import {
  CUSTOM_CONCEPT_STREAM_TYPE,
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_STREAM_TYPE,
  DRESS_ORDER_SUBMITTED,
  PERSONAL_DATA_ERASED,
  REQUEST_APPROVED,
  REQUEST_DENIED,
} from '@atelier/domain';
import { sql } from 'kysely';
import { sqlProjection } from '../sql-projection.ts';
import { requestHistoryTable } from './table.ts';

const HANDLES = [DRESS_ORDER_SUBMITTED, CUSTOM_CONCEPT_SUBMITTED, REQUEST_APPROVED, REQUEST_DENIED, PERSONAL_DATA_ERASED];

/**
 * The timeline of each request stream: which event, who caused it, when. No personal data is
 * copied here, so erasure has nothing to scrub.
 */
export const requestHistoryProjection = sqlProjection({
  name: 'request-history',
  why: 'one row per event of every request, growing with the business (ADR 011, rule 1)',
  table: requestHistoryTable,
  handles: HANDLES,

  async applyScope(trx, scope) {
    // Only request streams have a timeline; an erasure is the one event type here that may
    // concern another kind of stream, so only erasures look their stream up. Rows go in in
    // key order, which a rebuild's index writes take about a tenth faster.
    await trx
      .insertInto('rm_request_history')
      .columns(['global_position', 'stream_id', 'event_type', 'actor', 'recorded_at'])
      .expression((eb) =>
        eb
          .selectFrom('events as e')
          .select(['e.global_position', 'e.stream_id', 'e.type', sql`e.metadata->>'actor'`.as('actor'), 'e.recorded_at'])
          .where(scope)
          .where('e.type', 'in', HANDLES)
          .where((w) =>
            w.or([
              w('e.type', '<>', PERSONAL_DATA_ERASED),
              w.exists(
                w
                  .selectFrom('streams as s')
                  .select(sql`1`.as('one'))
                  .whereRef('s.stream_id', '=', 'e.stream_id')
                  .where('s.stream_type', 'in', [DRESS_ORDER_STREAM_TYPE, CUSTOM_CONCEPT_STREAM_TYPE]),
              ),
            ]),
          )
          .orderBy('e.stream_id')
          .orderBy('e.global_position'),
      )
      .onConflict((oc) => oc.columns(['stream_id', 'global_position']).doNothing())
      .execute();
  },
});
