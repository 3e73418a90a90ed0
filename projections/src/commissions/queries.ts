import type { CommissionStage, RequestType } from '@atelier/domain';
import { ERASED, type Db, type EventStore, type SealedPii } from '@atelier/event-store';
import { revealRows } from '../reveal-rows.ts';
import type { CommissionQuoteColumn } from './table.ts';

/** What the queries need: the read models' tables, and the key holder to open her name. */
export type CommissionsReader = Pick<EventStore, 'revealPii'> & { db: Db };

/** A commission as the read models know it, with her name opened (ERASED once she is erased) and her request's occasion. */
export interface CommissionView {
  commissionId: string;
  streamId: string;
  requestType: RequestType;
  requestId: number;
  requestStreamId: string;
  openedAt: string;
  openedBy: string;
  stage: CommissionStage;
  reached: CommissionStage;
  quote: CommissionQuoteColumn | null;
  paidCents: number;
  fabricCount: number;
  chosenFabric: number | null;
  erased: boolean;
  /** The commission stream's version. */
  version: number;
  clientName: string;
  /** A dress order's occasion and its day (yyyy-MM-dd); null for a concept. */
  occasion: string | null;
  occasionDate: string | null;
  /** The language of her request's form: the atelier writes to her in it. */
  lang: 'es' | 'en';
}

const selectCommissions = (db: Db) =>
  db
    .selectFrom('rm_commissions as c')
    .innerJoin('rm_requests as r', 'r.stream_id', 'c.request_stream_id')
    .selectAll('c')
    .select(['r.personal', 'r.occasion', 'r.occasion_date', 'r.lang', 'r.erased as request_erased'])
    // A stream older than CommissionOpened waits for the opening the start appends (ADR 065).
    .where('c.opened_at', 'is not', null);

type Row = Awaited<ReturnType<ReturnType<typeof selectCommissions>['execute']>>[number];

function toView(row: Row, personal: Record<string, unknown> | null): CommissionView {
  const erased = row.erased || row.request_erased;
  return {
    commissionId: row.commission_id,
    streamId: row.stream_id,
    requestType: row.request_type,
    requestId: row.request_id,
    requestStreamId: row.request_stream_id,
    openedAt: String(row.opened_at),
    openedBy: String(row.opened_by),
    stage: row.stage,
    reached: row.reached,
    quote: row.quote,
    paidCents: Number(row.paid_cents),
    fabricCount: row.fabric_count,
    chosenFabric: row.chosen_fabric,
    erased,
    version: row.stream_version,
    clientName: erased || personal === null ? ERASED : String(personal.fullName ?? ''),
    occasion: row.occasion,
    occasionDate: row.occasion_date,
    lang: row.lang,
  };
}

const reveal = (reader: CommissionsReader, rows: readonly Row[]) =>
  revealRows(
    reader,
    rows.map((row) => ({ ...row, stream_id: row.request_stream_id, personal: row.request_erased ? null : (row.personal as SealedPii | null), row })),
    (sealed, personal) => toView(sealed.row, personal),
  );

/** Every commission, by occasion date (those without one last), then in the order they were opened. */
export async function listCommissions(reader: CommissionsReader): Promise<CommissionView[]> {
  const rows = await selectCommissions(reader.db)
    .orderBy('r.occasion_date', (ob) => ob.asc().nullsLast())
    .orderBy('c.opened_at')
    .orderBy('c.commission_id')
    .execute();
  return reveal(reader, rows);
}

/** One commission by its id (`dress-12`); null when its request was never approved. */
export async function findCommission(reader: CommissionsReader, commissionId: string): Promise<CommissionView | null> {
  const rows = await selectCommissions(reader.db).where('c.commission_id', '=', commissionId).execute();
  const [view] = await reveal(reader, rows);
  return view ?? null;
}

/** The commission of one request, for her page. */
export const findCommissionOfRequest = (reader: CommissionsReader, requestStreamId: string): Promise<CommissionView | null> =>
  selectCommissions(reader.db)
    .where('c.request_stream_id', '=', requestStreamId)
    .execute()
    .then(async (rows) => (await reveal(reader, rows))[0] ?? null);
