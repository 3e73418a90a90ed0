import * as v from 'valibot';
import { MAX_LENGTH } from './fields.ts';
import { NUMERIC_ID } from './ids.ts';
import { localized } from './messages.ts';
import type { CommissionMeasurementsView, MeasurementSetView } from './measurements.ts';
import type { Milestone } from './calendar-event.ts';
import type { RequestStatus, RequestType } from './request-status.ts';

/** A client's id is her first request's key (ADR 047). */
export const CLIENT_ID_PATTERN = new RegExp(`^(dress|concept)-${NUMERIC_ID}$`);

const clientIdField = v.pipe(v.string(localized('clientIdFormat')), v.trim(), v.regex(CLIENT_ID_PATTERN, localized('clientIdFormat')));

/** POST /api/clients/{id}/notes */
export const clientNoteSchema = v.object({
  text: v.pipe(v.string(localized('clientNoteText')), v.trim(), v.nonEmpty(localized('clientNoteText')), v.maxLength(MAX_LENGTH.text, localized('tooLong', { max: MAX_LENGTH.text }))),
});

/** POST /api/clients/{id}/merge: the client merged into this one. */
export const clientMergeSchema = v.object({ from: clientIdField });

/** POST /api/commissions/{id}/measurements/pin */
export const measurementPinSchema = v.object({ setId: v.pipe(v.string(localized('invalidValue')), v.nonEmpty(localized('invalidValue')), v.maxLength(64, localized('invalidValue'))) });

/** One row of GET /api/clients: her contact details from her newest request. */
export interface ClientListItem {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  requests: number;
  lastRequestAt: string;
  erased: boolean;
}

export interface ClientRequestView {
  type: RequestType;
  id: number;
  /** `dress-12`: the admin's `/admin#request=dress-12`, and a commission's id. */
  key: string;
  status: RequestStatus;
  occasion: string | null;
  occasionDate: string | null;
  createdAt: string;
  erased: boolean;
}

export interface ClientAppointmentView {
  id: number;
  date: string;
  milestone: Milestone;
  requestKey: string;
  cancelled: boolean;
}

export interface ClientNoteView {
  number: number;
  text: string;
  at: string;
}

/** GET /api/clients/{id}: everything the back office knows of her; `version` is her stream's, the If-Match of a merge and of a pin (ADR 078). */
export interface ClientDetail extends ClientListItem {
  version: number;
  requestList: ClientRequestView[];
  measurements: MeasurementSetView[];
  pins: CommissionMeasurementsView[];
  appointments: ClientAppointmentView[];
  notes: ClientNoteView[];
}
