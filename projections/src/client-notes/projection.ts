import { CLIENT_MERGED, CLIENT_NOTE_ADDED, PERSONAL_DATA_ERASED, type ClientNoteAddedData } from '@atelier/domain';
import { PII_KEY } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { mergesInScope } from '../clients/merges.ts';
import { sqlProjection } from '../sql-projection.ts';
import { clientNotesTable } from './table.ts';

/** The staff's private notes on each client, their text sealed. */
export const clientNotesProjection = sqlProjection({
  name: 'client-notes',
  why: 'the text is kept sealed, never opened in Node (ADR 011, rule 2)',
  table: clientNotesTable,
  handles: [CLIENT_NOTE_ADDED, CLIENT_MERGED, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await trx
      .insertInto('rm_client_notes')
      .columns(['stream_id', 'note_number', 'client_id', 'personal', 'at', 'erased'])
      .expression((eb) =>
        eb
          .selectFrom('events as e')
          .select([
            'e.stream_id',
            sql`(${dataText<ClientNoteAddedData>('noteNumber')})::integer`.as('note_number'),
            dataText<ClientNoteAddedData>('clientId').as('client_id'),
            sql`e.data->${PII_KEY}::text`.as('personal'),
            dataText<ClientNoteAddedData>('at').as('at'),
            sql<boolean>`false`.as('erased'),
          ])
          .where(scope)
          .where('e.type', '=', CLIENT_NOTE_ADDED),
      )
      .onConflict((oc) => oc.columns(['stream_id', 'note_number']).doNothing())
      .execute();
    for (const { from, into } of await mergesInScope(trx, scope)) {
      await trx.updateTable('rm_client_notes').set({ client_id: into }).where('client_id', '=', from).execute();
    }
    await trx
      .updateTable('rm_client_notes as n')
      .from('events as e')
      .set({ personal: null, erased: true })
      .where(scope)
      .where('e.type', '=', PERSONAL_DATA_ERASED)
      .whereRef('n.stream_id', '=', 'e.stream_id')
      .where('n.erased', '=', false)
      .execute();
  },
});
