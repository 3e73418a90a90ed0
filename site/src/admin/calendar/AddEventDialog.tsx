import { valibotResolver } from '@hookform/resolvers/valibot';
import { MILESTONES, OCCASION_LABELS, OCCASIONS, calendarEventSchema, isErasedRequest, type CalendarEventInput, type CalendarEventOutput } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../ui/fields/SelectField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { requestKey } from '../requests/filter.ts';
import { requestsQuery } from '../requests/requests-query.ts';
import { AdminDialog, DialogBody } from '../ui/AdminDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { NEW_CLIENT, fillFromClient } from './client-choice.ts';
import { createEvent } from './event-actions.ts';
import { $eventDraft, closeEventDraft, type EventDraft } from './event-draft.ts';
import { CALENDAR_TEXT, EVENT_TEXT } from './text.ts';

const EMPTY: CalendarEventInput = { clientName: '', date: '', eventType: '', milestone: '', requestId: null, requestType: null, notes: '' };

const OCCASION_OPTIONS = OCCASIONS.map((value) => ({ value, label: OCCASION_LABELS[value][ADMIN_LANG] }));
const MILESTONE_OPTIONS = MILESTONES.map((value) => ({ value, label: CALENDAR_TEXT.milestones[value] }));

/** The add-event dialog (docs/product.md#dashboard): open while $eventDraft holds a draft. */
export function AddEventDialog() {
  const draft = useStore($eventDraft);
  return (
    <AdminDialog
      open={draft !== null}
      onClose={closeEventDraft}
      eyebrow={EVENT_TEXT.detailEyebrow}
      title={EVENT_TEXT.addTitle}
      description={EVENT_TEXT.addIntro}
      closeLabel={EVENT_TEXT.close}
    >
      <DialogBody>{draft && <AddEventForm draft={draft} />}</DialogBody>
    </AdminDialog>
  );
}

function AddEventForm({ draft }: { draft: EventDraft }) {
  const requests = useStore(requestsQuery.$state).data ?? [];
  // Scheduled from a request: that request is already chosen.
  const [client, setClient] = useState(draft.request ? requestKey(draft.request) : '');
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CalendarEventInput, unknown, CalendarEventOutput>({
    resolver: valibotResolver(calendarEventSchema, { lang: ADMIN_LANG }),
    defaultValues: { ...EMPTY, date: draft.date ?? '', ...(client === '' ? {} : fillFromClient(client, requests, EMPTY)) },
  });

  function choose(choice: string) {
    setClient(choice);
    reset({ ...getValues(), ...fillFromClient(choice, requests, getValues()) }, { keepErrors: false });
  }

  async function submit(input: CalendarEventOutput) {
    const result = await createEvent(input);
    if (result.ok) {
      closeEventDraft();
      return;
    }
    for (const issue of result.issues) setError(issue.path as keyof CalendarEventInput, { message: issue.message });
  }

  // An erased client cannot be scheduled (the server refuses it, ADR 028): she is not offered.
  const clientOptions = [
    ...requests.filter((item) => !isErasedRequest(item)).map((item) => ({ value: requestKey(item), label: item.fullName })),
    { value: NEW_CLIENT, label: EVENT_TEXT.newClient },
  ];
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5">
      <SelectField label={EVENT_TEXT.client} placeholder={EVENT_TEXT.clientPlaceholder} options={clientOptions} value={client} onChange={(e) => choose(e.target.value)} />
      <TextField label={EVENT_TEXT.clientName} autoComplete="off" error={errors.clientName?.message} readOnly={client !== NEW_CLIENT && client !== ''} {...register('clientName')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={EVENT_TEXT.date} type="date" error={errors.date?.message} {...register('date')} />
        <SelectField label={EVENT_TEXT.eventType} placeholder={EVENT_TEXT.eventTypePlaceholder} options={OCCASION_OPTIONS} error={errors.eventType?.message} {...register('eventType')} />
      </div>
      <SelectField label={EVENT_TEXT.milestone} placeholder={EVENT_TEXT.milestonePlaceholder} options={MILESTONE_OPTIONS} error={errors.milestone?.message} {...register('milestone')} />
      <TextAreaField label={EVENT_TEXT.notes} optionalText={EVENT_TEXT.optional} rows={3} error={errors.notes?.message} {...register('notes')} />
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={closeEventDraft}>
          {EVENT_TEXT.cancel}
        </Button>
        <SubmitButton pending={isSubmitting} label={EVENT_TEXT.save} pendingLabel={EVENT_TEXT.saving} />
      </div>
    </form>
  );
}
