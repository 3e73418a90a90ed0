import type { ClientDetail } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { longDateTime } from '../dates.ts';
import { clientChange } from './client-actions.ts';
import { clientQuery } from './clients-query.ts';
import { CLIENTS_TEXT } from './text.ts';

const t = CLIENTS_TEXT;

/** The staff's private notes on her, oldest first, and a new one. Never shown to her. */
export function ClientNotes({ client }: { client: ClientDetail }) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    if (await clientChange(`/api/clients/${client.id}/notes`, { text }, t.noteAdded, [clientQuery(client.id)])) setText('');
    setSaving(false);
  }

  return (
    <div className="grid gap-5">
      {client.notes.length === 0 ? (
        <p className="text-muted">{t.noNotes}</p>
      ) : (
        <ol className="grid gap-3">
          {client.notes.map((note) => (
            <li key={note.number} className="grid gap-1 bg-linen px-4 py-3">
              <time dateTime={note.at} className="text-xs text-muted">
                {longDateTime(note.at)}
              </time>
              <p className="leading-relaxed whitespace-pre-line text-ink">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="grid gap-3">
        <TextAreaField name="note" label={t.newNote} value={text} onChange={(event) => setText(event.target.value)} rows={3} required maxLength={5000} />
        <div className="flex justify-end">
          <SubmitButton pending={saving} label={t.addNote} pendingLabel={t.saving} />
        </div>
      </form>
    </div>
  );
}
