import type { Generated, Kysely, Transaction } from 'kysely';
import type { ClientEmailIndexTable, ClientLinksTable, ClientSessionsTable, ReactionsTable, SessionsTable } from './plain-tables.ts';

/** One event of the log (migrations/20250601T120000_create_event_store.ts). */
export interface EventsTable {
  global_position: Generated<number>;
  epoch: number;
  /** xid8, as its decimal text. */
  transaction_id: Generated<string>;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  schema_version: Generated<number>;
  /** As stored: personal fields sealed in their `$pii` box. */
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Generated<Date>;
}

export interface StreamsTable {
  stream_id: string;
  stream_type: string;
  version: number;
}

/** Where each projection has read the log up to, and the version of its code it did it with. */
export interface CheckpointsTable {
  projection: string;
  version: number;
  epoch: number;
  transaction_id: string;
  global_position: number;
  updated_at: Generated<Date>;
}

interface IdempotencyKeysTable {
  key: string;
  result: unknown;
  versions: Record<string, number> | null;
  epoch: number | null;
  transaction_id: string | null;
  global_position: number | null;
  created_at: Generated<Date>;
  fingerprint: string | null;
}

interface StreamKeysTable {
  stream_id: string;
  /** Wrapped by the master key (key_format 1). */
  key: Buffer;
  key_format: Generated<number>;
  created_at: Generated<Date>;
}

interface PiiMasterKeyTable {
  singleton: Generated<boolean>;
  key_id: Buffer;
  updated_at: Generated<Date>;
}

interface StreamKeysCompactionTable {
  singleton: Generated<boolean>;
  requested_at: Generated<Date>;
}

interface EventStoreMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

/**
 * Every table of the database, as Kysely sees it: ONE interface, so every query and every
 * projection's write is type-checked against the table it touches. The event store declares
 * its own tables here; each read model adds its table where that table is defined, by
 * declaration merging (`declare module '@atelier/event-store' { interface Database { … } }`).
 * The plain tables (sessions, client access, reactions) are all declared in plain-tables.ts. ADR 037.
 */
export interface Database {
  events: EventsTable;
  streams: StreamsTable;
  checkpoints: CheckpointsTable;
  idempotency_keys: IdempotencyKeysTable;
  stream_keys: StreamKeysTable;
  pii_master_key: PiiMasterKeyTable;
  stream_keys_compaction: StreamKeysCompactionTable;
  event_store_migrations: EventStoreMigrationsTable;
  sessions: SessionsTable;
  client_sessions: ClientSessionsTable;
  client_links: ClientLinksTable;
  client_email_index: ClientEmailIndexTable;
  reactions: ReactionsTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
