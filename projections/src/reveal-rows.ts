import type { EventStore, SealedPii } from '@atelier/event-store';

/** A read-model row that keeps its stream's personal data sealed (null once erased). */
export interface SealedRow {
  stream_id: string;
  personal: SealedPii | null;
}

/**
 * The rows as list items, their personal data opened in one key lookup for all of them;
 * an erased row's `personal` is null. Several rows may share a stream (a request's messages),
 * each with a box of its own.
 */
export async function revealRows<Row extends SealedRow, Item>(
  reader: Pick<EventStore, 'revealPii'>,
  rows: readonly Row[],
  toItem: (row: Row, personal: Record<string, unknown> | null) => Item,
): Promise<Item[]> {
  const sealed = rows.filter((row) => row.personal !== null);
  const opened = await reader.revealPii(sealed.map((row) => ({ streamId: row.stream_id, pii: row.personal! })));
  const byRow = new Map(sealed.map((row, i) => [row, opened[i]!]));
  return rows.map((row) => toItem(row, byRow.get(row) ?? null));
}
