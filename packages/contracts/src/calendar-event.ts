import * as v from 'valibot';
import { OCCASIONS } from './occasions.ts';
import { MAX_LENGTH, dateField, optionalText, requiredPicklist, requiredText } from './fields.ts';
import { localized } from './messages.ts';
import { REQUEST_TYPES } from './request-status.ts';

/** Stored as these English names: the calendar colours them by name (spec §4). */
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

/** POST /api/events: the admin's calendar form. */
export const calendarEventSchema = v.object({
  clientName: requiredText('clientNameRequired', 1, MAX_LENGTH.name),
  date: dateField('dateRequired'),
  eventType: requiredPicklist(OCCASIONS, 'eventTypeRequired'),
  milestone: requiredPicklist(MILESTONES, 'milestoneRequired'),
  requestId: v.nullish(v.pipe(v.number(localized('invalidValue')), v.integer(localized('invalidValue')), v.minValue(1, localized('invalidValue')))),
  requestType: v.nullish(v.picklist(REQUEST_TYPES, localized('invalidValue'))),
  notes: optionalText(MAX_LENGTH.text),
});

export type CalendarEventInput = v.InferInput<typeof calendarEventSchema>;
export type CalendarEventOutput = v.InferOutput<typeof calendarEventSchema>;
