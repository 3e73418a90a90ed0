import type { RequestType } from '@atelier/domain';
import type { SealedPii } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per dress order or custom concept: the staff's list of requests. The client's
 * personal data stays sealed as the submission stored it; queries.ts opens it with the
 * stream's key when the list is read. An erased request keeps its row, flagged `erased`,
 * without the sealed data or the photos.
 */
export interface RequestsTable {
  request_type: RequestType;
  request_id: number;
  stream_id: string;
  personal: JSONColumnType<SealedPii> | null;
  /** What the dress is for (the API's `eventType`); null for a concept. */
  occasion: string | null;
  occasion_date: string | null;
  preferred_contact: string | null;
  /** The photos' blob keys, those of the form then those she added from her page: the API makes their URLs. */
  image_keys: JSONColumnType<string[]>;
  /** How many of `image_keys` came with the form; the rest she added from her page. */
  form_image_count: number;
  /** The language of the form she sent (requests sent before it was recorded read as Spanish). */
  lang: 'es' | 'en';
  status: 'pending' | 'approved' | 'denied';
  erased: boolean;
  created_at: string;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_requests: RequestsTable;
  }
}

export const requestsTable: ReadModelTable<'rm_requests'> = {
  name: 'rm_requests',
  // 3: personal data kept sealed, folded in SQL. 4: `occasion` and `occasion_date` (were
  // event_type and event_date), and erasure recorded as `erased`. 5: the photos she adds from
  // her page join `image_keys`. 6: `lang` and `form_image_count`, so no read folds her stream.
  version: 6,
  key: ['stream_id'],
  columns: (table) =>
    table
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer', (c) => c.notNull())
      // The one index: a request is found by its stream (requestStreamId), and a rebuild
      // writes every row, where each extra index costs a fifth of the time.
      .addColumn('stream_id', 'text', (c) => c.primaryKey())
      .addColumn('personal', 'jsonb')
      .addColumn('occasion', 'text')
      .addColumn('occasion_date', 'text')
      .addColumn('preferred_contact', 'text')
      .addColumn('image_keys', 'jsonb', (c) => c.notNull())
      .addColumn('form_image_count', 'integer', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull()),
};
