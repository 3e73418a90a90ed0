import { isErasedRequest, type RequestListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { longDay } from '../dates.ts';
import { $openRequestKey } from '../requests/open-request.ts';
import { Button } from '../ui/Button.tsx';
import { $openEventId, scheduleFromRequest } from './event-draft.ts';
import { eventsQuery } from './events-query.ts';
import { MilestoneBadge } from './MilestoneBadge.tsx';
import { EVENT_TEXT } from './text.ts';

/** A request's calendar events, in the request detail dialog, and "schedule" for a new one. */
export function RequestEvents({ item }: { item: RequestListItem }) {
  const events = (useStore(eventsQuery.$state).data ?? []).filter((e) => e.requestType === item.type && e.requestId === item.id);

  function open(id: number) {
    $openRequestKey.set(null);
    $openEventId.set(id);
  }

  return (
    <div className="flex flex-col gap-4">
      {events.length === 0 ? (
        <p className="text-sm text-muted">{EVENT_TEXT.noEventsOfRequest}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 border border-line px-4 py-2.5">
              <button type="button" onClick={() => open(event.id)} className="text-left text-sm text-ink underline decoration-line underline-offset-4 first-letter:uppercase hover:decoration-accent">
                {longDay(event.date)}
              </button>
              <MilestoneBadge milestone={event.milestone} />
            </li>
          ))}
        </ul>
      )}
      {!isErasedRequest(item) && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => scheduleFromRequest({ type: item.type, id: item.id })}>
          {EVENT_TEXT.schedule}
        </Button>
      )}
    </div>
  );
}
