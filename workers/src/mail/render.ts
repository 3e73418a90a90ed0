/** The one seam between the sender and the templates: `@atelier/mail` renders each mail (ADR 044). */
export { renderMail } from '@atelier/mail';
export type { Brand, MailContent } from '@atelier/mail';
