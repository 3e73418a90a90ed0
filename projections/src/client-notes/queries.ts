import type { ClientNoteView } from '@atelier/contracts';
import { ERASED, type Db, type EventStore } from '@atelier/event-store';
import { revealRows } from '../reveal-rows.ts';

/** What the query needs: the read model, and the key holder to open the notes. */
export type ClientNotesReader = Pick<EventStore, 'revealPii'> & { db: Db };

/** Her private notes (those of clients merged into her too), oldest first; an erased note reads ERASED. */
export async function notesOf(reader: ClientNotesReader, clientId: string): Promise<ClientNoteView[]> {
  const rows = await reader.db.selectFrom('rm_client_notes').selectAll().where('client_id', '=', clientId).orderBy('at').orderBy('note_number').execute();
  return revealRows(reader, rows, (row, personal) => ({ number: row.note_number, text: row.erased ? ERASED : String(personal?.text ?? ERASED), at: row.at }));
}
