import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { AddEventDialog } from '../calendar/AddEventDialog.tsx';
import { EventDetailDialog } from '../calendar/EventDetailDialog.tsx';
import { requestKey } from '../requests/filter.ts';
import { $openRequestKey, openRequestFromLink } from '../requests/open-request.ts';
import { RequestDetailDialog } from '../requests/RequestDetailDialog.tsx';
import { requestsQuery } from '../requests/requests-query.ts';

/**
 * The dashboard's dialogs, above both tabs: a request opens from its row or from one of its
 * calendar events, and an event is scheduled from the calendar or from a request.
 */
export function DashboardDialogs() {
  const openKey = useStore($openRequestKey);
  useEffect(() => openRequestFromLink(window.location, window.history), []);
  const requests = useStore(requestsQuery.$state).data ?? [];
  // Looked up in the live list, so the dialog shows a new status as soon as the list reloads.
  const open = requests.find((item) => requestKey(item) === openKey) ?? null;
  return (
    <>
      <RequestDetailDialog item={open} onClose={() => $openRequestKey.set(null)} />
      <AddEventDialog />
      <EventDetailDialog />
    </>
  );
}
