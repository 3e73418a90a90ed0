import { clientStream, type MergedSet } from '@atelier/domain';
import { followingCommand, readState } from '@atelier/event-store';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * What a merge carries (ADR 047): the merged client's requests and sets, read from her
 * stream, for the client kept; and her own mark, appended in the same transaction at the
 * version just read, so a change to her meanwhile fails the whole merge (409).
 */
export async function mergePlan(ctx: Pick<AppContext, 'store'>, into: string, from: string, at: string) {
  const { state } = await readState(ctx.store, clientStream(from));
  if (state.status !== 'open') throw notFound('clientRecordNotFound');
  const sets: MergedSet[] = Object.entries(state.sets).map(([setId, { takenBy, settled }]) => ({ setId, takenBy, settled }));
  return {
    command: { type: 'MergeClient' as const, data: { clientId: into, from, requests: state.requests, sets, at } },
    also: [followingCommand(clientStream(from), { type: 'MarkClientMerged' as const, data: { clientId: from, into, at } })],
  };
}
