import type { Database, Trx } from '@atelier/event-store';
import { sql, type CreateTableBuilder } from 'kysely';

/** The read models' tables: every `rm_` table of the one Database interface. */
export type ReadModelName = Extract<keyof Database, `rm_${string}`>;

/** The columns of a read model's table. */
export type ColumnOf<Name extends ReadModelName> = keyof Database[Name] & string;

/**
 * The one place a read model's table is defined (its `table.ts`): the Kysely type (added to
 * Database beside it), the DDL, the primary key, and its migrations, which are versions. Read
 * models are disposable: a new version drops the table, creates it in its new shape and
 * refills it from the log, so no read model ever needs an ALTER. Bump the version whenever
 * the shape changes or the rows would come out different, and say why in the table's file.
 */
export interface ReadModelTable<Name extends ReadModelName> {
  readonly name: Name;
  readonly version: number;
  /** The primary key: a JavaScript projection finds a row by these columns. */
  readonly key: readonly ColumnOf<Name>[];
  /** The columns and constraints; the table is created if it is missing. */
  columns(table: CreateTableBuilder<Name, never>): CreateTableBuilder<Name, string>;
}

/** Any read model's table, as the runner handles them all alike. */
export type AnyReadModelTable = Omit<ReadModelTable<ReadModelName>, 'key'> & { readonly key: readonly string[] };

/** Creates the table if it is missing (every start calls it). */
export async function createTable(trx: Trx, table: AnyReadModelTable): Promise<void> {
  await table.columns(trx.schema.createTable(table.name).ifNotExists()).execute();
}

/** Empties the table (a rebuild starts from nothing). */
export async function truncateTable(trx: Trx, table: AnyReadModelTable): Promise<void> {
  await sql`truncate table ${sql.table(table.name)}`.execute(trx);
}

/** Drops the table (its version changed, and maybe its shape with it). */
export async function dropTable(trx: Trx, table: AnyReadModelTable): Promise<void> {
  await sql`drop table if exists ${sql.table(table.name)}`.execute(trx);
}
