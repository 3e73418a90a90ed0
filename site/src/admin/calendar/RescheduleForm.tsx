import { valibotResolver } from '@hookform/resolvers/valibot';
import { MILESTONES, calendarEventRescheduleSchema, type CalendarEvent, type CalendarEventReschedule } from '@atelier/contracts';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { SelectField } from '../../ui/fields/SelectField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import type { ChangeOutcome } from '../item-change.ts';
import { ADMIN_LANG } from '../lang.ts';
import { Button } from '../ui/Button.tsx';
import { rescheduleEvent } from './event-actions.ts';
import { CALENDAR_TEXT, EVENT_TEXT } from './text.ts';

type Input = v.InferInput<typeof calendarEventRescheduleSchema>;

const MILESTONE_OPTIONS = MILESTONES.map((value) => ({ value, label: CALENDAR_TEXT.milestones[value] }));

interface Props {
  /** The event as the dialog showed it when it opened: its version goes as If-Match. */
  event: CalendarEvent;
  /** The dialog's `useShownEvent` settle: after a stale save it takes the reloaded event. */
  settle: (outcome: ChangeOutcome) => ChangeOutcome;
  onSaved: () => void;
  onCancel: () => void;
}

/** A new date, and optionally a new milestone or notes, for one event (PATCH /api/events/{id}); a save closes the dialog (docs/product.md#dashboard). */
export function RescheduleForm({ event, settle, onSaved, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, CalendarEventReschedule>({
    resolver: valibotResolver(calendarEventRescheduleSchema, { lang: ADMIN_LANG }),
    defaultValues: { date: event.date, milestone: event.milestone, notes: event.notes ?? '' },
  });

  async function submit(change: CalendarEventReschedule) {
    if (settle(await rescheduleEvent(event, change)) === 'done') onSaved();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={EVENT_TEXT.rescheduleTitle} className="grid gap-5 border-t border-line pt-6">
      <h3 className="font-display text-xl text-ink">{EVENT_TEXT.rescheduleTitle}</h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={EVENT_TEXT.date} type="date" error={errors.date?.message} {...register('date')} />
        <SelectField label={EVENT_TEXT.milestone} placeholder={EVENT_TEXT.milestonePlaceholder} options={MILESTONE_OPTIONS} error={errors.milestone?.message} {...register('milestone')} />
      </div>
      <TextAreaField label={EVENT_TEXT.notes} optionalText={EVENT_TEXT.optional} rows={3} error={errors.notes?.message} {...register('notes')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {EVENT_TEXT.cancel}
        </Button>
        <SubmitButton pending={isSubmitting} label={EVENT_TEXT.saveReschedule} pendingLabel={EVENT_TEXT.saving} />
      </div>
    </form>
  );
}
