import * as v from 'valibot';
import { OCCASIONS, type Occasion } from './occasions.ts';
import { MAX_LENGTH, dateField, optionalText, requiredPicklist, requiredText } from './fields.ts';
import type { Lang } from './i18n.ts';
import { localized } from './messages.ts';
import { REQUEST_TYPES, type RequestType } from './request-status.ts';

/** Stored as these English names: the calendar colours them by name (docs/product.md#dashboard). */
export const MILESTONES = [
  'Initial Consultation',
  'Concept Approval',
  'Fabric Selection',
  'First Fitting',
  'Second Fitting',
  'Final Fitting',
  'Delivery',
  'Event Date',
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** What the owner reads for each milestone, in the admin and in the calendar feed. */
export const MILESTONE_LABELS: Record<Milestone, Record<Lang, string>> = {
  'Initial Consultation': { es: 'Consulta inicial', en: 'Initial Consultation' },
  'Concept Approval': { es: 'Aprobación del concepto', en: 'Concept Approval' },
  'Fabric Selection': { es: 'Selección de tejidos', en: 'Fabric Selection' },
  'First Fitting': { es: 'Primera prueba', en: 'First Fitting' },
  'Second Fitting': { es: 'Segunda prueba', en: 'Second Fitting' },
  'Final Fitting': { es: 'Prueba final', en: 'Final Fitting' },
  Delivery: { es: 'Entrega', en: 'Delivery' },
  'Event Date': { es: 'Día del evento', en: 'Event Date' },
};

const isMilestone = (value: string): value is Milestone => (MILESTONES as readonly string[]).includes(value);

/** The milestone's label in `lang` (the admin's, the feed's and the mails'); an unknown stored value is shown as it is. */
export function milestoneLabel(value: string, lang: Lang): string {
  return isMilestone(value) ? MILESTONE_LABELS[value][lang] : value;
}

/** POST /api/events: the admin's calendar form. A link to a request names both its id and its kind. */
export const calendarEventSchema = v.pipe(
  v.object({
  clientName: requiredText('clientNameRequired', 1, MAX_LENGTH.name),
  date: dateField('dateRequired'),
  eventType: requiredPicklist(OCCASIONS, 'eventTypeRequired'),
  milestone: requiredPicklist(MILESTONES, 'milestoneRequired'),
  requestId: v.nullish(v.pipe(v.number(localized('invalidValue')), v.integer(localized('invalidValue')), v.minValue(1, localized('invalidValue')))),
  requestType: v.nullish(v.picklist(REQUEST_TYPES, localized('invalidValue'))),
  notes: optionalText(MAX_LENGTH.text),
  }),
  v.forward(
    v.check((event) => (event.requestId == null) === (event.requestType == null), localized('invalidValue')),
    ['requestType'],
  ),
);

export type CalendarEventInput = v.InferInput<typeof calendarEventSchema>;
export type CalendarEventOutput = v.InferOutput<typeof calendarEventSchema>;

/**
 * PATCH /api/events/{id}: a new date, and optionally a new milestone or notes. Blank or null
 * notes clear them (null: what this schema's own output sends back, as the admin's form does);
 * absent notes leave them as they are.
 */
export const calendarEventRescheduleSchema = v.object({
  date: dateField('dateRequired'),
  milestone: v.optional(requiredPicklist(MILESTONES, 'milestoneRequired')),
  notes: v.nullish(
    v.pipe(
      v.string(localized('invalidValue')),
      v.trim(),
      v.maxLength(MAX_LENGTH.text, localized('tooLong', { max: MAX_LENGTH.text })),
      v.transform((notes) => (notes === '' ? null : notes)),
    ),
  ),
});

export type CalendarEventReschedule = v.InferOutput<typeof calendarEventRescheduleSchema>;

/** One event of GET /api/events (docs/product.md#entities); `null` for what was not given. */
export interface CalendarEvent {
  id: number;
  clientName: string;
  /** yyyy-MM-dd */
  date: string;
  eventType: Occasion;
  milestone: Milestone;
  requestId: number | null;
  requestType: RequestType | null;
  notes: string | null;
  /** The client was erased: her name reads '[erased]' and the notes are gone. */
  erased: boolean;
  /** The event's stream version: sent back as `If-Match` by a reschedule or a cancel (ADR 029). */
  version: number;
}

/** GET /api/calendar-feed and POST /api/calendar-feed/token: the ICS feed's secret address, null before the first one. */
export interface CalendarFeed {
  url: string | null;
}
