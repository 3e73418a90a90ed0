import * as v from 'valibot';
import { emailField, text } from './fields.ts';
import type { Lang } from './i18n.ts';
import type { Milestone } from './calendar-event.ts';
import type { MyRequestFitting } from './fitting.ts';
import type { MyMeasurements } from './measurements.ts';
import { localized } from './messages.ts';
import type { Occasion } from './occasions.ts';
import type { PreferredContact } from './preferred-contact.ts';
import type { RequestStatus, RequestType } from './request-status.ts';
import { UPLOAD_RULES, type UploadRule } from './uploads.ts';
import { MAX_CLIENT_MESSAGE, MAX_CLIENT_PHOTOS } from './my-request-limits.ts';
import type { MyRequestCommission } from './commission.ts';

export { MAX_CLIENT_MESSAGE, MAX_CLIENT_PHOTOS };

/**
 * POST /api/my-request/session: the token of her link (`#t=` in the mail's link). Any string
 * is looked up: an edited token is refused like an unknown one, with the same 404 (ADR 046).
 */
export const clientSessionSchema = v.object({
  token: v.pipe(text('clientLinkToken'), v.nonEmpty(localized('clientLinkToken')), v.maxLength(256, localized('clientLinkToken'))),
});

/** POST /api/my-request/messages: 1 to 4000 characters once trimmed. */
export const clientMessageSchema = v.object({
  text: v.pipe(
    text('clientMessageLength'),
    v.trim(),
    v.nonEmpty(localized('clientMessageLength', { max: MAX_CLIENT_MESSAGE })),
    v.maxLength(MAX_CLIENT_MESSAGE, localized('clientMessageLength', { max: MAX_CLIENT_MESSAGE })),
  ),
});

/** POST /api/my-request/images: only the photos; `lang` is the page's, for the answer's words. */
export const clientImagesSchema = v.object({ lang: v.optional(v.string()) });

/** Her reference photos take the forms' rule: images only, 5 MB each, at most 5 in one go. */
export const CLIENT_PHOTOS_UPLOAD: UploadRule = { ...UPLOAD_RULES.customConcept, field: 'images', maxFiles: MAX_CLIENT_PHOTOS, required: 'imageRequired' };

/** POST /api/my-request/link: the address she wrote her request with. */
export const clientLinkRequestSchema = v.object({ email: emailField('email') });

/** What her page shows of what she sent: the form's fields, unlabelled (the page labels them in her language). */
export interface MyRequestSent {
  fullName: string;
  email: string;
  phone: string;
  /** A dress order's */
  address: string | null;
  eventType: Occasion | null;
  eventDate: string | null;
  description: string | null;
  /** A concept's */
  preferredContact: PreferredContact | null;
  conceptDescription: string | null;
  inspirations: string | null;
  additionalComments: string | null;
  driveLink: string | null;
}

/** One step of her request's story, in the page's words: received, a verdict, an appointment kept. */
export interface MyRequestStep {
  kind: 'received' | 'approved' | 'denied' | 'appointment';
  /** An ISO timestamp, or an appointment's yyyy-MM-dd day. */
  at: string;
  milestone?: Milestone;
}

export interface MyRequestAppointment {
  id: number;
  /** yyyy-MM-dd: appointments are whole days. */
  date: string;
  milestone: Milestone;
  cancelled: boolean;
  /** Her calendar file of it: GET /api/my-request/events/{id}.ics */
  icsUrl: string;
}

export interface MyRequestMessage {
  number: number;
  /** 'atelier' is every member of the staff: no staff names reach her (docs/product.md#the-clients-page). */
  from: 'client' | 'atelier';
  text: string;
  at: string;
}

/** GET /api/my-request: her one request, as she may see it. Nothing internal: no notes, no staff names. */
export interface MyRequest {
  kind: RequestType;
  number: number;
  status: RequestStatus;
  submittedAt: string;
  /** The language of the form she sent: the page speaks it unless she chose the other. */
  lang: Lang;
  sent: MyRequestSent;
  timeline: MyRequestStep[];
  appointments: { upcoming: MyRequestAppointment[]; past: MyRequestAppointment[] };
  photos: { url: string }[];
  /** How many more reference photos she may add. */
  photosLeft: number;
  thread: MyRequestMessage[];
  /** Her fittings whose day has come or with a shared photo, each with the photos the designer shared (ADR 054). */
  fittings?: MyRequestFitting[];
  /** Her newest measurement set, and the form to send her own (ADR 048). */
  measurements?: MyMeasurements;
  /** Her commission, once her request is approved (docs/product.md#commissions). */
  commission?: MyRequestCommission;
}
