import { render } from '@react-email/render';
import { appointmentCalendar } from './calendar.ts';
import { MailLayout } from './layout.tsx';
import { plainText } from './plain-text.ts';
import type { Brand, MailContent, MailLang, RenderedMail } from './types.ts';
import { mailModel } from './words.ts';

/**
 * A mail from its content, in `lang`: its subject, its HTML and plain-text parts and, for an
 * appointment, its calendar invitation. Pure: the same input gives the same bytes, which is
 * what lets the outbox send an entry again (docs/architecture.md#side-effects).
 */
export async function renderMail(content: MailContent, lang: MailLang, brand: Brand): Promise<RenderedMail> {
  const model = mailModel(content, lang, brand);
  const html = await render(<MailLayout model={model} lang={lang} brand={brand} />);
  // A subject is one header line: a line break in her own words (a contact subject) becomes a space.
  const mail: RenderedMail = { subject: model.subject.replace(/\s+/g, ' ').trim(), html, text: plainText(model, brand) };
  if (content.template === 'appointment') mail.calendar = appointmentCalendar(content, lang, brand);
  return mail;
}
