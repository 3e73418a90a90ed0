import type { MeasurementTaker } from '@atelier/domain';
import type { SealedPii } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per measurement set (ADR 047). Her values and the set's note stay sealed with her
 * client stream's key (`stream_id`, the stream it was recorded on); `client_id` is the client
 * it belongs to now, moved by merges. Erased: the row stays, without its box.
 */
interface ClientMeasurementsTable {
  set_id: string;
  client_id: string;
  stream_id: string;
  personal: JSONColumnType<SealedPii> | null;
  /** yyyy-MM-dd */
  taken_at: string;
  taken_by: MeasurementTaker;
  /** The designer's own, accepted, or corrected by a newer set of hers. */
  settled: boolean;
  accepted_at: string | null;
  corrects: string | null;
  recorded_at: string;
  /** Its place in the log, so sets taken the same day come out in the order recorded. */
  position: string;
  erased: boolean;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_client_measurements: ClientMeasurementsTable;
  }
}

export const clientMeasurementsTable: ReadModelTable<'rm_client_measurements'> = {
  name: 'rm_client_measurements',
  version: 1,
  key: ['set_id'],
  columns: (table) =>
    table
      .addColumn('set_id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('personal', 'jsonb')
      .addColumn('taken_at', 'text', (c) => c.notNull())
      .addColumn('taken_by', 'text', (c) => c.notNull())
      .addColumn('settled', 'boolean', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .addColumn('corrects', 'text')
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .addColumn('position', 'bigint', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull()),
};
