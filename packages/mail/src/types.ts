import { MAIL_TEMPLATE_NAMES, type MailTemplateName } from '@atelier/contracts';
/** What a mail says, before it is words: the content the outbox hands over (docs/decisions/044-mail-templates.md). */
export type MailLang = 'es' | 'en';
export type RequestKind = 'dress' | 'concept';

/** One line of what she sent, labelled, in her language's order. */
interface MailDetail {
  label: string;
  value: string;
}

export type MailContent =
  | {
      template: 'request-received';
      requestType: RequestKind;
      requestNumber: number;
      fullName: string;
      /** A stored occasion key (wedding, gala…). */
      occasion: string | null;
      /** yyyy-MM-dd */
      occasionDate: string | null;
      details: MailDetail[];
      photoCount: number;
      link: string;
    }
  | {
      template: 'request-new';
      requestType: RequestKind;
      requestNumber: number;
      fullName: string;
      email: string;
      phone: string | null;
      occasion: string | null;
      occasionDate: string | null;
      /** An ISO instant. */
      submittedAt: string;
      details: MailDetail[];
      adminLink: string;
    }
  | { template: 'contact-new'; name: string; email: string; subject: string | null; message: string; receivedAt: string; adminLink: string }
  | { template: 'request-verdict'; requestType: RequestKind; requestNumber: number; fullName: string; verdict: 'approved' | 'denied'; link: string }
  | {
      template: 'appointment';
      change: 'scheduled' | 'rescheduled' | 'cancelled';
      fullName: string;
      /** A stored calendar milestone (First Fitting…). */
      milestone: string;
      /** yyyy-MM-dd: calendar events are days. */
      date: string;
      /**
       * The invitation's identity: the same `uid` for every change of one calendar event, a
       * `sequence` that grows with each change, and the instant of the change (`stamp`, ISO),
       * which becomes DTSTAMP so the same content gives the same bytes.
       */
      calendar: { uid: string; sequence: number; stamp: string };
      link: string;
    }
  | { template: 'atelier-reply'; fullName: string; requestType: RequestKind; requestNumber: number; text: string; link: string }
  | { template: 'client-message'; fullName: string; requestType: RequestKind; requestNumber: number; text: string; adminLink: string }
  | { template: 'client-link'; fullName: string; requestType: RequestKind; requestNumber: number; link: string }
  | {
      template: 'quote-sent';
      fullName: string;
      requestType: RequestKind;
      requestNumber: number;
      /** The quote's number: a new one replaces the one before. */
      quote: number;
      lines: { label: string; amountCents: number }[];
      totalCents: number;
      depositPercent: number;
      depositCents: number;
      /** yyyy-MM-dd: the last day she may accept it. */
      validUntil: string;
      link: string;
    }
  | { template: 'fabric-chosen'; fullName: string; requestType: RequestKind; requestNumber: number; fabricName: string; composition: string; supplier: string; adminLink: string }
  | { template: 'test'; sentAt: string };

export type MailTemplate = MailContent['template'];

/** The templates in the one order the contracts name them (the mail log, the previews, the outbox). */
export const MAIL_TEMPLATES: readonly MailTemplate[] = MAIL_TEMPLATE_NAMES;

// Every template the contracts name has content here, and no other: each side must match the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _templatesAgree: Same<MailTemplate, MailTemplateName> = true;

export interface Brand {
  siteName: string;
  /** The site's origin (https://atelier.example), for the wordmark's link. */
  origin: string;
  /** The atelier's address, the invitations' ORGANIZER; without it they name no organizer. */
  organizerEmail?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** A calendar invitation (text/calendar), only for an appointment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}
