import type { FittingChangeItem, FittingRecord } from '@atelier/contracts';
import { MAX_LENGTH } from '@atelier/contracts';
import { useEffect, useState, type SubmitEvent } from 'react';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { ChangeList } from './ChangeList.tsx';
import { FittingPhotos } from './FittingPhotos.tsx';
import { loadFitting, refusalText, saveFitting } from './fitting-api.ts';
import { FITTING_TEXT } from './text.ts';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; record: FittingRecord };

/**
 * The fitting record of one calendar event that is a fitting (ADR 054): notes and the checklist,
 * saved together, and the photos with their "visible to the client" switches. Shown in the
 * calendar event's dialog.
 */
export function FittingPanel({ eventId }: { eventId: number }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadFitting(eventId).then(
      (record) => live && setLoaded({ status: 'ready', record }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [eventId]);

  return (
    <section aria-labelledby={`fitting-${eventId}-title`} className="grid gap-5 border-t border-line pt-6">
      <div className="grid gap-1">
        <h3 id={`fitting-${eventId}-title`} className="font-display text-xl text-ink">
          {FITTING_TEXT.title}
        </h3>
        <p className="text-sm leading-relaxed text-muted">{FITTING_TEXT.intro}</p>
      </div>
      {loaded.status === 'loading' && <p className="text-sm text-muted">{FITTING_TEXT.loading}</p>}
      {loaded.status === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {FITTING_TEXT.loadFailed}
        </p>
      )}
      {loaded.status === 'ready' &&
        (loaded.record.erased ? (
          <p className="text-sm text-muted">{FITTING_TEXT.erased}</p>
        ) : (
          <FittingForm key={loaded.record.eventId} record={loaded.record} onRecord={(record) => setLoaded({ status: 'ready', record })} />
        ))}
    </section>
  );
}

function FittingForm({ record, onRecord }: { record: FittingRecord; onRecord(record: FittingRecord): void }) {
  const [notes, setNotes] = useState(record.notes ?? '');
  const [changes, setChanges] = useState<FittingChangeItem[]>(record.changes);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      const saved = await saveFitting(record, { notes, changes });
      onRecord(saved);
      setNotes(saved.notes ?? '');
      setChanges(saved.changes);
      showToast({ title: FITTING_TEXT.saved });
    } catch (error) {
      setFailure(refusalText(error));
      // A stale record: show the one stored now, keeping what was typed (saving again sends it).
      await loadFitting(record.eventId).then(onRecord, () => undefined);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-8">
      <form noValidate onSubmit={save} aria-label={FITTING_TEXT.title} className="grid gap-5">
        <TextAreaField label={FITTING_TEXT.notes} optionalText={FITTING_TEXT.optional} rows={4} maxLength={MAX_LENGTH.text} value={notes} onChange={(event) => setNotes(event.target.value)} />
        <ChangeList changes={changes} onChange={setChanges} />
        {failure && (
          <p role="alert" className="text-sm leading-relaxed text-danger">
            {failure}
          </p>
        )}
        <div className="flex justify-end">
          <SubmitButton pending={pending} label={FITTING_TEXT.save} pendingLabel={FITTING_TEXT.saving} />
        </div>
      </form>
      <FittingPhotos record={record} onRecord={onRecord} />
    </div>
  );
}
