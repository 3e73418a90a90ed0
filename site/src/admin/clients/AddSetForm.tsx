import type { ClientDetail } from '@atelier/contracts';
import { atelierToday } from '@atelier/contracts/dates';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../ui/fields/TextField.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { MeasurementFields, draftValues, type MeasurementDraft } from '../../ui/measurements/MeasurementFields.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { clientChange } from './client-actions.ts';
import { clientQuery } from './clients-query.ts';
import { CLIENTS_TEXT } from './text.ts';

const t = CLIENTS_TEXT;
const today = (): string => atelierToday(new Date());

/** A new set by the designer, grouped like the list; it may correct a client's pending set. */
export function AddSetForm({ client }: { client: ClientDetail }) {
  const [takenAt, setTakenAt] = useState(today);
  const [draft, setDraft] = useState<MeasurementDraft>({});
  const [note, setNote] = useState('');
  const pendingSet = client.measurements.find((set) => set.pending) ?? null;
  const [corrects, setCorrects] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const body = { takenAt, values: draftValues(draft), note, corrects: corrects && pendingSet ? pendingSet.id : null };
    const stored = await clientChange(`/api/clients/${client.id}/measurements`, body, t.saved, [clientQuery(client.id)]);
    setSaving(false);
    if (stored) {
      setDraft({});
      setNote('');
      setCorrects(false);
    }
  }

  return (
    <details className="border border-line px-4 py-3">
      <summary className="cursor-pointer py-2 text-sm font-medium tracking-[0.16em] text-ink uppercase">{t.addSet}</summary>
      <form onSubmit={submit} className="mt-6 grid gap-8">
        <TextField name="takenAt" type="date" label={t.takenAt} value={takenAt} onChange={(event) => setTakenAt(event.target.value)} required className="max-w-xs" />
        <MeasurementFields lang={ADMIN_LANG} draft={draft} idPrefix="set" onChange={(name, value) => setDraft((d) => ({ ...d, [name]: value }))} />
        <TextAreaField name="note" label={t.note} value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
        {pendingSet && (
          <label className="flex items-center gap-3 text-sm text-ink">
            <input type="checkbox" checked={corrects} onChange={(event) => setCorrects(event.target.checked)} className="size-5 accent-accent" />
            {t.corrects} ({pendingSet.id})
          </label>
        )}
        <div className="flex justify-end">
          <SubmitButton pending={saving} label={t.save} pendingLabel={t.saving} />
        </div>
      </form>
    </details>
  );
}
