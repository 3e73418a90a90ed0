import { sql } from 'kysely';
import type { Trx } from './database.ts';
import { positionOf, type PositionRow } from './read.ts';
import type { Position } from './types.ts';

/**
 * Whether a stream is erased already with nothing new since: its newest event is an erasure
 * record of `erasureType` and it holds no key (an event with personal data appended after an
 * erasure makes a new key, which a new erasure must destroy). Then erasing it again changes
 * nothing and records nothing (ADR 003): the answer is that erasure's version and position.
 */
export async function erasedAlready(trx: Trx, streamId: string, erasureType: string): Promise<{ version: number; position: Position } | null> {
  const { rows } = await sql<PositionRow & { type: string; stream_version: number | string; keyed: boolean }>`
    SELECT type, stream_version, epoch, transaction_id::text AS transaction_id, global_position,
           EXISTS (SELECT 1 FROM stream_keys k WHERE k.stream_id = ${streamId}) AS keyed
    FROM events
    WHERE stream_id = ${streamId}
    ORDER BY stream_version DESC
    LIMIT 1`.execute(trx);
  const newest = rows[0];
  if (!newest || newest.type !== erasureType || newest.keyed) return null;
  return { version: Number(newest.stream_version), position: positionOf(newest) };
}
