import type { Lang } from '@atelier/contracts';

/**
 * What each template says, as `@atelier/mail` takes it (ADR 045): the sender opens the
 * personal data and fills these; the renderer only words and lays them out.
 */
type RequestType = 'dress' | 'concept';

export type MailContent =
  | {
      template: 'request-received';
      requestType: RequestType;
      requestNumber: number;
      fullName: string;
      occasion: string | null;
      occasionDate: string | null;
      details: { label: string; value: string }[];
      photoCount: number;
      link: string;
    }
  | {
      template: 'request-new';
      requestType: RequestType;
      requestNumber: number;
      fullName: string;
      email: string;
      phone: string | null;
      occasion: string | null;
      occasionDate: string | null;
      submittedAt: string;
      details: { label: string; value: string }[];
      adminLink: string;
    }
  | { template: 'contact-new'; name: string; email: string; subject: string | null; message: string; receivedAt: string; adminLink: string }
  | { template: 'request-verdict'; requestType: RequestType; requestNumber: number; fullName: string; verdict: 'approved' | 'denied'; link: string }
  | {
      template: 'appointment';
      change: 'scheduled' | 'rescheduled' | 'cancelled';
      fullName: string;
      milestone: string;
      date: string;
      calendar: { uid: string; sequence: number; stamp: string };
      link: string;
    }
  | { template: 'atelier-reply'; fullName: string; requestType: RequestType; requestNumber: number; text: string; link: string }
  | { template: 'client-message'; fullName: string; requestType: RequestType; requestNumber: number; text: string; adminLink: string }
  | { template: 'client-link'; fullName: string; requestType: RequestType; requestNumber: number; link: string }
  | { template: 'test'; sentAt: string };

export interface Brand {
  siteName: string;
  origin: string;
  organizerEmail?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The appointment's invitation (or its cancellation), as a text/calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export type RenderMail = (content: MailContent, lang: Lang, brand: Brand) => Promise<RenderedMail>;
