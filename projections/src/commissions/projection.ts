import {
  COMMISSION_EVENT_TYPES,
  COMMISSION_OPENED,
  COMMISSION_STREAM_TYPE,
  PERSONAL_DATA_ERASED,
  commissionDecider,
  requestOfCommission,
  requestStreamId,
  type CommissionEvent,
  type CommissionOpenedData,
  type CommissionState,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import { javascriptProjection, type NewRow } from '../javascript-projection.ts';
import { commissionsTable } from './table.ts';

const COMMISSION_STREAM_PREFIX = `${COMMISSION_STREAM_TYPE}-`;

/** The columns the board filters and sorts on, read off the decider's state. */
function columnsOf(commissionId: string, state: CommissionState): Omit<NewRow<'rm_commissions'>, 'opened_at' | 'opened_by' | 'state'> {
  const request = requestOfCommission(commissionId);
  if (!request) throw new Error(`commissions: ${commissionId} names no request`);
  return {
    commission_id: commissionId,
    stream_id: `${COMMISSION_STREAM_PREFIX}${commissionId}`,
    request_type: request.requestType,
    request_id: request.requestId,
    request_stream_id: requestStreamId(request.requestType, request.requestId),
    stage: state.stage,
    reached: state.reached,
    quote: state.quote ? (JSON.stringify(state.quote) as never) : null,
    paid_cents: state.paidCents,
    fabric_count: state.fabrics,
    chosen_fabric: state.chosenFabric,
    erased: state.erased,
  };
}

/**
 * The commissions (docs/product.md#commissions): one row per commission stream, its state folded
 * by the commission decider's own evolve, so the read model and the write side cannot disagree on
 * a stage reached or a sum paid (ADR 066). CommissionOpened names when and by whom it opened.
 */
export const commissionsProjection = javascriptProjection({
  name: 'commissions',
  why: "the row keeps the decider's state, folded by its own evolve; nothing personal is kept (ADR 011, ADR 066)",
  table: commissionsTable,
  handles: [...COMMISSION_EVENT_TYPES, PERSONAL_DATA_ERASED],
  streamVersioned: true,
  streamState: {
    initialState: commissionDecider.initialState,
    evolve: (state: CommissionState, event: StoredEvent) => commissionDecider.evolve(state, event as unknown as CommissionEvent),
  } as never,
  fold(event) {
    if (!event.streamId.startsWith(COMMISSION_STREAM_PREFIX)) return [];
    const commissionId = event.streamId.slice(COMMISSION_STREAM_PREFIX.length);
    const opened = event.type === COMMISSION_OPENED ? { opened_at: (event.data as CommissionOpenedData).at, opened_by: event.metadata.actor } : {};
    return { evolve: { commission_id: commissionId }, row: (state: CommissionState) => ({ ...columnsOf(commissionId, state), ...opened }) as never };
  },
});
