import { siteOrigin } from '@atelier/config';
import type { Lang, MailPreview, MailTemplateName } from '@atelier/contracts';
import { ERASED } from '@atelier/event-store';
import { renderMail, sampleContent, type Brand, type RenderedMail } from '@atelier/mail';
import { getMailSettings, outboxEntry, type OutboxEntry } from '@atelier/projections';
import { previewMail, type Composition } from '@atelier/workers';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

const asPreview = (mail: Pick<RenderedMail, 'subject' | 'html' | 'text' | 'calendar'>): MailPreview => ({
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  hasCalendar: mail.calendar !== undefined,
  erased: false,
  noRecipient: false,
});

/** An erased client's mail: nothing of her is left to compose it from (docs/product.md#mail). */
const ERASED_PREVIEW: MailPreview = { subject: ERASED, html: '', text: '', hasCalendar: false, erased: true, noRecipient: false };
/** A designer's mail before her address is saved: the sender composes nothing for nobody. */
const UNADDRESSED_PREVIEW: MailPreview = { subject: '', html: '', text: '', hasCalendar: false, erased: false, noRecipient: true };

function fromComposition(composition: Composition): MailPreview {
  switch (composition.kind) {
    case 'mail':
      return asPreview(composition.mail);
    case 'erased':
      return ERASED_PREVIEW;
    case 'no-recipient':
      return UNADDRESSED_PREVIEW;
  }
}

/**
 * An entry's mail as the sender would send it now (previewMail: her data opened, no link
 * issued); an erased one says so and shows nothing. The outbox's row saying she was erased
 * is enough: her sealed data is not even opened.
 */
export async function previewOf(ctx: AppContext, entry: OutboxEntry): Promise<MailPreview> {
  if (entry.erased) return ERASED_PREVIEW;
  return fromComposition(await previewMail({ store: ctx.store, config: ctx.config }, entry));
}

/** GET /api/mail/{id}/preview. */
export async function entryPreview(ctx: AppContext, id: string): Promise<MailPreview> {
  const entry = await outboxEntry(ctx.store.db, id);
  if (!entry) throw notFound('mailNotFound');
  return previewOf(ctx, entry);
}

/** The brand the sender signs with (workers/src/mail/compose.ts): the site's name and origin, the atelier's address for invitations. */
async function brandOf(ctx: AppContext): Promise<Brand> {
  const { contactEmail } = await getMailSettings(ctx.store.db);
  return { siteName: 'Atelier', origin: siteOrigin(ctx.config), organizerEmail: contactEmail ?? ctx.config.mail.from.address };
}

/** GET /api/mail/templates/{template}/{lang}: a template with `@atelier/mail`'s sample content, about no real person. */
export async function templatePreview(ctx: AppContext, template: MailTemplateName, lang: Lang): Promise<MailPreview> {
  const brand = await brandOf(ctx);
  return asPreview(await renderMail(sampleContent(template, lang, brand.origin), lang, brand));
}
