import { createHmac } from 'node:crypto';
import type { Lang } from '@atelier/contracts';

/**
 * The key client links are made with (ADR 046): derived from SESSION_SECRET, so every process
 * that has it (the server, each worker) makes the same token for the same entry, and a leaked
 * link key is never the key that signs sessions.
 */
export const clientLinkSecret = (sessionSecret: string): string => createHmac('sha256', sessionSecret).update('atelier client link key').digest('base64url');

/** Her page, the token in the fragment (never sent to a server by a click, ADR 046). */
export function clientPageLink(origin: string, lang: Lang, token: string): string {
  return `${origin}${lang === 'en' ? '/en/my-request' : '/mi-pedido'}#t=${token}`;
}

/** What a preview shows where the token would be: the mail log never issues a link. */
export const PREVIEW_TOKEN = '…';

/**
 * The request in the back office: the dashboard opens its detail dialog from the fragment
 * (`/admin#request=dress-12`, site/src/admin/requests/open-request.ts).
 */
export const adminRequestLink = (origin: string, requestType: string, requestId: number): string => `${origin}/admin#request=${requestType}-${requestId}`;

/** A commission's screen in the back office (`/admin/commissions/dress-12`). */
export const adminCommissionLink = (origin: string, requestType: string, requestId: number): string => `${origin}/admin/commissions/${requestType}-${requestId}`;

/** The inbox of the contact form's messages. */
export const adminInboxLink = (origin: string): string => `${origin}/admin/inbox`;
