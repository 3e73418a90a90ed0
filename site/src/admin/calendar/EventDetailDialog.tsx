import { isFittingMilestone, occasionLabel, type CalendarEvent } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { ADMIN_LANG } from '../lang.ts';
import { requestKey } from '../requests/filter.ts';
import { $openRequestKey } from '../requests/open-request.ts';
import { FittingPanel } from '../fittings/FittingPanel.tsx';
import { AdminDialog, DialogBody } from '../ui/AdminDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { cancelEvent } from './event-actions.ts';
import { $openEventId } from './event-draft.ts';
import { eventsQuery, useShownEvent } from './events-query.ts';
import { longDay } from '../dates.ts';
import { MilestoneBadge } from './MilestoneBadge.tsx';
import { RescheduleForm } from './RescheduleForm.tsx';
import { EVENT_TEXT } from './text.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-[0.7rem] font-medium uppercase tracking-[0.18em] text-muted sm:pt-0.5">{label}</dt>
      <dd className="text-sm leading-relaxed break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

/** Every field of one event, a link to its request, and reschedule or cancel (docs/product.md#dashboard, ADR 024). */
export function EventDetailDialog() {
  const openId = useStore($openEventId);
  const events = useStore(eventsQuery.$state).data ?? [];
  // Looked up in the live list: a reschedule shows at once, a cancelled event closes the dialog.
  const event = events.find((e) => e.id === openId) ?? null;
  return (
    <AdminDialog
      open={event !== null}
      onClose={() => $openEventId.set(null)}
      eyebrow={event ? `${EVENT_TEXT.detailEyebrow} · #${event.id}` : EVENT_TEXT.detailEyebrow}
      title={event?.clientName ?? ''}
      description={event ? longDay(event.date) : ''}
      closeLabel={EVENT_TEXT.close}
    >
      <DialogBody>{event && <EventDetail key={event.id} event={event} />}</DialogBody>
    </AdminDialog>
  );
}

function EventDetail({ event }: { event: CalendarEvent }) {
  const [mode, setMode] = useState<'view' | 'reschedule' | 'confirm-cancel'>('view');
  const [cancelling, setCancelling] = useState(false);
  // The event as shown when the dialog opened: a reschedule or a cancel sends its version.
  const [shown, settle] = useShownEvent(event);

  function openRequest() {
    if (event.requestId === null || event.requestType === null) return;
    $openEventId.set(null);
    $openRequestKey.set(requestKey({ type: event.requestType, id: event.requestId }));
  }

  async function confirmCancel() {
    setCancelling(true);
    if (settle(await cancelEvent(shown)) !== 'done') setCancelling(false);
  }

  return (
    <>
      <dl className="grid gap-3">
        <Field label={EVENT_TEXT.clientName}>{event.clientName}</Field>
        <Field label={EVENT_TEXT.eventType}>{occasionLabel(event.eventType, ADMIN_LANG)}</Field>
        <Field label={EVENT_TEXT.milestone}>
          <MilestoneBadge milestone={event.milestone} />
        </Field>
        <Field label={EVENT_TEXT.request}>
          {event.requestId !== null && event.requestType !== null ? (
            <button type="button" onClick={openRequest} className="text-left text-accent-deep underline decoration-line underline-offset-4 hover:decoration-accent">
              {EVENT_TEXT.requestTypes[event.requestType]} #{event.requestId}
              <span className="sr-only"> ({EVENT_TEXT.openRequest(event.clientName)})</span>
            </button>
          ) : (
            EVENT_TEXT.noRequest
          )}
        </Field>
        <Field label={EVENT_TEXT.notes}>{event.notes ?? EVENT_TEXT.none}</Field>
      </dl>
      {mode === 'reschedule' && <RescheduleForm event={shown} settle={settle} onSaved={() => $openEventId.set(null)} onCancel={() => setMode('view')} />}
      {mode === 'confirm-cancel' && (
        <div role="alert" className="grid gap-4 border border-danger/40 bg-danger/5 p-5">
          <p className="text-sm text-ink">{EVENT_TEXT.confirmCancel}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" size="sm" onClick={() => setMode('view')}>
              {EVENT_TEXT.keepEvent}
            </Button>
            <Button variant="deny" size="sm" disabled={cancelling} onClick={() => void confirmCancel()}>
              {EVENT_TEXT.confirmCancelYes}
            </Button>
          </div>
        </div>
      )}
      {mode === 'view' && isFittingMilestone(event.milestone) && <FittingPanel eventId={event.id} />}
      {mode === 'view' && (
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
          <Button variant="deny" onClick={() => setMode('confirm-cancel')}>
            {EVENT_TEXT.cancelEvent}
          </Button>
          <Button variant="outline" onClick={() => setMode('reschedule')}>
            {EVENT_TEXT.reschedule}
          </Button>
        </div>
      )}
    </>
  );
}
