import { MAIL_STATUS_WORDS } from '@atelier/contracts';
import { getMailSettings, outboxEntry } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../errors.ts';

/**
 * The entry an admin may send again (docs/product.md#mail): a failed one whose client was not
 * erased. Anything else is refused with what it is, before the command (whose decider refuses
 * it too, ADR 045).
 */
export async function resendable(ctx: AppContext, id: string, lang: 'es' | 'en'): Promise<string> {
  const entry = await outboxEntry(ctx.store.db, id);
  if (!entry) throw notFound('mailNotFound');
  if (entry.erased) throw new HttpError('change_not_allowed', { key: 'mailErased' });
  if (entry.status !== 'failed') throw new HttpError('change_not_allowed', { key: 'mailNotFailed', params: { status: MAIL_STATUS_WORDS[lang][entry.status] } });
  return entry.outbox_id;
}

/** Where a test mail goes: the designer's address, once the owner has saved it. */
export async function testMailAddress(ctx: AppContext): Promise<string> {
  const { contactEmail } = await getMailSettings(ctx.store.db);
  if (contactEmail === null) throw new HttpError('change_not_allowed', { key: 'noContactEmail' });
  return contactEmail;
}
