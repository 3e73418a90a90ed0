import type { CommissionStage, CommissionState, QuoteLineData, RequestType } from '@atelier/domain';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/** The newest quote as the row keeps it: nothing in it is personal. */
export interface CommissionQuoteColumn {
  number: number;
  lines: QuoteLineData[];
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  validUntil: string;
  sentAt: string;
  acceptedAt: string | null;
}

/**
 * One row per commission (docs/product.md#commissions), kept by the commission's own stream
 * alone: opened by CommissionOpened, its `state` folded by the decider's own evolve, and its
 * columns read off that state (ADR 066). Nothing personal: her name and occasion are the
 * request's (rm_requests), the staff's own words (override reasons, payment notes) stay sealed
 * in rm_commission_log.
 */
interface CommissionsTable {
  /** The request's key, `dress-12`: the API's id. */
  commission_id: string;
  /** The commission's stream, `commission-dress-12` (it may have no event yet). */
  stream_id: string;
  request_type: RequestType;
  request_id: number;
  request_stream_id: string;
  /** When the request was approved (CommissionOpened), and by whom (a user id); null while a stream older than that event waits for it (ADR 065). */
  opened_at: string | null;
  opened_by: string | null;
  stage: CommissionStage;
  /** The furthest stage it has been at. */
  reached: CommissionStage;
  quote: JSONColumnType<CommissionQuoteColumn> | null;
  paid_cents: number;
  fabric_count: number;
  chosen_fabric: number | null;
  /** Her data was erased (her request's or this stream's key destroyed). */
  erased: boolean;
  /** The decider's state after the row's last event. */
  state: JSONColumnType<CommissionState>;
  /** The commission stream's version: a stage move's If-Match. */
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_commissions: CommissionsTable;
  }
}

export const commissionsTable: ReadModelTable<'rm_commissions'> = {
  name: 'rm_commissions',
  version: 2,
  key: ['commission_id'],
  columns: (table) =>
    table
      .addColumn('commission_id', 'text', (c) => c.primaryKey())
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer', (c) => c.notNull())
      .addColumn('request_stream_id', 'text', (c) => c.notNull())
      .addColumn('opened_at', 'text')
      .addColumn('opened_by', 'text')
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('reached', 'text', (c) => c.notNull())
      .addColumn('quote', 'jsonb')
      .addColumn('paid_cents', 'integer', (c) => c.notNull())
      .addColumn('fabric_count', 'integer', (c) => c.notNull())
      .addColumn('chosen_fabric', 'integer')
      .addColumn('erased', 'boolean', (c) => c.notNull())
      .addColumn('state', 'jsonb', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
