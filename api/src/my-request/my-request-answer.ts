import { MAX_CLIENT_PHOTOS, type MyRequest, type Occasion, type MyRequestAppointment, type MyRequestStep } from '@atelier/contracts';
import { CUSTOM_CONCEPT_SUBMITTED, DRESS_ORDER_SUBMITTED, REQUEST_APPROVED, REQUEST_DENIED } from '@atelier/domain';
import { appointmentsOfRequest, findRequest, listRequestHistory, type RequestAppointmentRow, type RequestView } from '@atelier/projections';
import { atelierToday } from '@atelier/contracts/dates';
import type { AppContext, ClientRequest } from '../context.ts';
import { notFound } from '../errors.ts';
import { herFittings } from './fittings.ts';
import { herCommission } from './commission.ts';
import { herMeasurements } from './her-measurements.ts';
import { threadOfRequest } from './thread.ts';

const STEP_OF_EVENT: Record<string, MyRequestStep['kind']> = {
  [DRESS_ORDER_SUBMITTED]: 'received',
  [CUSTOM_CONCEPT_SUBMITTED]: 'received',
  [REQUEST_APPROVED]: 'approved',
  [REQUEST_DENIED]: 'denied',
};

const appointment = (row: RequestAppointmentRow): MyRequestAppointment => ({
  id: row.calendarEventId,
  date: row.date,
  milestone: row.milestone,
  cancelled: row.cancelled,
  icsUrl: `/api/my-request/events/${row.calendarEventId}.ics`,
});

/** What she sent, field by field as the form named them: the page labels them in her language. */
function sentFields(view: RequestView): MyRequest['sent'] {
  const dress = view.type === 'dress';
  return {
    fullName: view.fullName,
    email: view.email,
    phone: view.phone,
    address: dress ? view.address : null,
    eventType: dress ? (view.eventType as Occasion | null) : null,
    eventDate: dress ? view.eventDate : null,
    description: dress ? view.description : null,
    preferredContact: dress ? null : view.preferredContact,
    conceptDescription: dress ? null : view.conceptDescription,
    inspirations: dress ? null : view.inspirations,
    additionalComments: dress ? null : view.additionalComments,
    driveLink: view.driveLink,
  };
}

/**
 * GET /api/my-request: her one request as she may see it. Read from the staff's read models
 * and her thread, keeping only what is hers: the history's actors (staff usernames), the
 * calendar's names and notes, and anything about another client never come in.
 */
export async function myRequestAnswer(ctx: Pick<AppContext, 'store' | 'now'>, request: ClientRequest): Promise<MyRequest> {
  const view = await findRequest(ctx.store, request.type, request.id);
  if (!view || view.erased) throw notFound('clientNotFound');
  const today = atelierToday(ctx.now());
  const [history, appointments, thread, fittings, commission] = await Promise.all([
    listRequestHistory(ctx.store.db, request.type, request.id),
    appointmentsOfRequest(ctx.store.db, request.type, request.id),
    threadOfRequest(ctx.store, request.streamId),
    herFittings(ctx, request),
    herCommission(ctx.store, request.streamId, today),
  ]);
  const upcoming = appointments.filter((row) => row.date >= today).map(appointment);
  const past = appointments.filter((row) => row.date < today && !row.cancelled).map(appointment);
  const steps: MyRequestStep[] = history.flatMap((entry) => {
    const kind = STEP_OF_EVENT[entry.type];
    return kind ? [{ kind, at: entry.at }] : [];
  });
  const kept = past.map((row): MyRequestStep => ({ kind: 'appointment', at: row.date, milestone: row.milestone }));
  // The request's photos: the form's, then those she added from her page (the read model keeps both).
  const photoCount = view.imageKeys.length;
  return {
    kind: view.type,
    number: view.id,
    status: view.status,
    submittedAt: view.createdAt,
    lang: view.lang,
    sent: sentFields(view),
    timeline: [...steps, ...kept].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)),
    appointments: { upcoming, past: past.reverse() },
    photos: Array.from({ length: photoCount }, (_, n) => ({ url: `/api/my-request/photos/${n}` })),
    photosLeft: Math.max(0, MAX_CLIENT_PHOTOS - view.addedImageCount),
    thread,
    fittings,
    measurements: await herMeasurements(ctx.store, request),
    ...(commission ? { commission } : {}),
  };
}
