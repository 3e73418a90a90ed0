import type { Database, StoredEvent, Trx } from '@atelier/event-store';
import { sql, type Insertable, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Projection } from './projection.ts';
import type { ColumnOf, ReadModelName, ReadModelTable } from './read-model-table.ts';

/** A row as a change writes it; `stream_version`, when the table keeps it, is the projection's to fill. */
export type NewRow<Name extends ReadModelName> = Omit<Insertable<Database[Name]>, 'stream_version'>;
type RowUpdate<Name extends ReadModelName> = Omit<Updateable<Database[Name]>, 'stream_version'>;
/** The key columns of the row a change is about. */
type RowKey<Name extends ReadModelName> = Partial<Selectable<Database[Name]>>;

/** What one event does to the table; a JavaScript projection's fold answers these, never SQL. */
export type RowChange<Name extends ReadModelName> =
  /** Adds the row; when its key is there already, nothing, or the `orUpdate` columns. */
  | { insert: NewRow<Name>; orUpdate?: RowUpdate<Name> }
  /**
   * Sets columns of the rows with those column values (nothing when there is none). With
   * `below`, only rows whose `column` is below `version`: a row that follows a stream of its own
   * besides the one that made it (an outbox entry's `mail-<id>` stream) keeps that stream's
   * version there, so an older event of it applied again changes nothing.
   */
  | { update: RowKey<Name>; set: RowUpdate<Name>; below?: { column: ColumnOf<Name>; version: number } }
  /** Removes the row with that key. */
  | { delete: RowKey<Name> }
  /**
   * Folds the event into the decider state kept in the row's `state` column (`streamState`),
   * then writes the row `row` makes of the new state, adding it when there is none. The read
   * model takes the write side's own `evolve`, so no rule is written twice (ADR 066).
   */
  | { evolve: RowKey<Name>; row(state: never): NewRow<Name> };

/** A row that keeps one stream's decider state: its `state` column, folded by the decider's own `evolve`. */
interface StreamState<State> {
  initialState: State;
  evolve(state: State, event: StoredEvent): State;
}

export interface JavascriptProjectionDefinition<Name extends ReadModelName, Facts = undefined> {
  name: string;
  /** Why JavaScript (ADR 011), in one line. */
  why: string;
  table: ReadModelTable<Name>;
  handles: readonly string[];
  /**
   * Each row keeps `stream_version`, the version of the last event it took: every write sets
   * it, and an update (or an insert's `orUpdate`) from an event no newer than it changes
   * nothing, so an event applied twice cannot undo a later one. For tables whose rows each
   * follow one stream.
   */
  streamVersioned?: 'stream_version' extends ColumnOf<Name> ? boolean : never;
  /** For `evolve` changes: the state each row keeps, and how an event moves it. */
  streamState?: 'state' extends ColumnOf<Name> ? StreamState<never> : never;
  /**
   * What the fold reads beyond the event, made once per batch in the runner's transaction (a
   * request's language, kept on its submission, for the mail its verdict calls for). It reads
   * the log itself, never another read model, so a rebuild finds what the live run found; it may
   * learn from the batch's events as the fold hands them to it.
   */
  facts?(trx: Trx): Facts;
  /**
   * What the event changes, in order: the event's data in, row changes out, with nothing read
   * but the event and, when the projection has them, its facts.
   */
  fold(event: StoredEvent, facts: Facts): RowChange<Name> | readonly RowChange<Name>[] | Promise<RowChange<Name> | readonly RowChange<Name>[]>;
}

/** Rows per INSERT statement when a batch adds many: far below PostgreSQL's limit on parameters. */
const ROWS_PER_INSERT = 500;

/**
 * The applier writes any read model's rows: its transaction is typed by column name only,
 * since the fold's changes were checked against the table's type where they were made.
 */
type AnyRowsTrx = Transaction<Record<string, Record<string, unknown>>>;

/**
 * A projection folded in JavaScript (ADR 011): each event becomes row changes, which are
 * written in order, the inserts that follow one another in one statement. Idempotent as long
 * as the changes are: an insert of a row that exists does nothing, and with `streamVersioned`
 * an older event's update does nothing either.
 */
export function javascriptProjection<Name extends ReadModelName, Facts = undefined>(definition: JavascriptProjectionDefinition<Name, Facts>): Projection {
  const { table, fold, streamVersioned = false } = definition;
  const name: string = table.name;
  const key: readonly string[] = table.key;
  const versionOf = (event: StoredEvent): Record<string, unknown> => (streamVersioned ? { stream_version: event.streamVersion } : {});

  async function insertAll(trx: AnyRowsTrx, rows: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const chunk = rows.slice(i, i + ROWS_PER_INSERT);
      await trx.insertInto(name).values(chunk).onConflict((oc) => oc.columns(key).doNothing()).execute();
    }
  }

  /** The row's state read under a lock, the event folded in once (never one no newer than the row), the row written. */
  async function evolveRow(trx: AnyRowsTrx, change: Extract<RowChange<Name>, { evolve: unknown }>, event: StoredEvent): Promise<void> {
    const streamState = definition.streamState as StreamState<unknown> | undefined;
    if (!streamState) throw new Error(`${name}: an evolve change needs streamState`);
    let query = trx.selectFrom(name).select(['state', 'stream_version']);
    for (const [column, value] of Object.entries(change.evolve)) query = query.where(column, '=', value);
    const current = await query.forUpdate().executeTakeFirst();
    if (current && Number(current.stream_version) >= event.streamVersion) return;
    const state = streamState.evolve(current ? current.state : streamState.initialState, event);
    const row = { ...(change.row as (state: unknown) => Record<string, unknown>)(state), state: JSON.stringify(state), stream_version: event.streamVersion };
    await trx.insertInto(name).values(row).onConflict((oc) => oc.columns(key).doUpdateSet(row)).execute();
  }

  async function write(trx: AnyRowsTrx, change: RowChange<Name>, event: StoredEvent): Promise<void> {
    const newer = sql<boolean>`${sql.ref(`${name}.stream_version`)} < ${event.streamVersion}`;
    if ('insert' in change) {
      const set: Record<string, unknown> = { ...change.orUpdate, ...versionOf(event) };
      await trx
        .insertInto(name)
        .values({ ...change.insert, ...versionOf(event) })
        .onConflict((oc) => {
          const target = oc.columns(key);
          if (!change.orUpdate) return target.doNothing();
          const update = target.doUpdateSet(set);
          return streamVersioned ? update.where(newer) : update;
        })
        .execute();
      return;
    }
    if ('evolve' in change) {
      await evolveRow(trx, change, event);
      return;
    }
    if ('update' in change) {
      let query = trx.updateTable(name).set({ ...change.set, ...versionOf(event) } as Record<string, unknown>);
      for (const [column, value] of Object.entries(change.update)) query = query.where(column, '=', value);
      if (change.below) query = query.where(change.below.column as string, '<', change.below.version as unknown);
      await (streamVersioned ? query.where(newer) : query).execute();
      return;
    }
    let query = trx.deleteFrom(name);
    for (const [column, value] of Object.entries(change.delete)) query = query.where(column, '=', value);
    await query.execute();
  }

  return {
    name: definition.name,
    kind: 'javascript',
    why: definition.why,
    table,
    version: table.version,
    handles: definition.handles,
    async apply(trx: Trx, events: readonly StoredEvent[]) {
      const rows = trx as unknown as AnyRowsTrx;
      let inserts: Record<string, unknown>[] = [];
      const facts = definition.facts?.(trx) as Facts;
      for (const event of events) {
        for (const change of [await fold(event, facts)].flat() as RowChange<Name>[]) {
          if ('insert' in change && !change.orUpdate) {
            inserts.push({ ...change.insert, ...versionOf(event) });
            continue;
          }
          await insertAll(rows, inserts);
          inserts = [];
          await write(rows, change, event);
        }
      }
      await insertAll(rows, inserts);
    },
  };
}
