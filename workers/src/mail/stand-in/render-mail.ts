import type { Lang } from '@atelier/contracts';
import { appointmentIcs } from './appointment-ics.ts';
import type { Brand, MailContent, RenderedMail } from './content.ts';
import { htmlOf, textOf } from './layout.ts';
import { mailWords } from './words.ts';

/**
 * A plain stand-in for `@atelier/mail`'s renderer, with its signature: the subject, both parts
 * and, for an appointment, its invitation, made honestly from the content. The integrator
 * swaps it for the real one in ../render.ts; nothing else imports it.
 */
export async function renderMail(content: MailContent, lang: Lang, brand: Brand): Promise<RenderedMail> {
  const words = mailWords(content, lang, brand);
  const rendered: RenderedMail = { subject: words.subject, html: htmlOf(words, lang, brand), text: textOf(words, brand) };
  if (content.template === 'appointment') rendered.calendar = appointmentIcs(content, lang, brand, `${content.milestone} · ${brand.siteName}`);
  return rendered;
}
