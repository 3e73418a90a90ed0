import type { ReadModelTable } from '../read-model-table.ts';

/** The set each commission is made to (ADR 047): its latest pin. The commission's id is its request's key. */
interface MeasurementPinsTable {
  commission_id: string;
  set_id: string;
  pinned_at: string;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_measurement_pins: MeasurementPinsTable;
  }
}

export const measurementPinsTable: ReadModelTable<'rm_measurement_pins'> = {
  name: 'rm_measurement_pins',
  version: 1,
  key: ['commission_id'],
  columns: (table) =>
    table
      .addColumn('commission_id', 'text', (c) => c.primaryKey())
      .addColumn('set_id', 'text', (c) => c.notNull())
      .addColumn('pinned_at', 'text', (c) => c.notNull()),
};
