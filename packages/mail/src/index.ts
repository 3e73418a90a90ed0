/** Every mail's templates, in es and en, and an appointment's calendar invitation (docs/decisions/044-mail-templates.md). */
export type { Brand, MailContent, MailLang, MailTemplate, RenderedMail, RequestKind } from './types.ts';
export { MAIL_TEMPLATES } from './types.ts';
export { renderMail } from './render.tsx';
export { sampleContent } from './samples.ts';
