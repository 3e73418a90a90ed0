import type { RequestType } from '@atelier/domain';
import type { ReadModelTable } from '../read-model-table.ts';

/** Which client each request belongs to now (ADR 047): attached to one, then moved by merges. */
interface ClientRequestsTable {
  /** `dress-12`, `concept-3` */
  request_key: string;
  request_type: RequestType;
  request_id: number;
  client_id: string;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_client_requests: ClientRequestsTable;
  }
}

export const clientRequestsTable: ReadModelTable<'rm_client_requests'> = {
  name: 'rm_client_requests',
  version: 1,
  key: ['request_key'],
  columns: (table) =>
    table
      .addColumn('request_key', 'text', (c) => c.primaryKey())
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull()),
};
