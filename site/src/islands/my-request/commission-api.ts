import type { Lang } from '@atelier/contracts';
import { apiFetch } from './client-api.ts';

/**
 * Her two commission calls (docs/product.md#commissions), with her session; her page reads her
 * request again after each. Each click is one key, so a retry of that click is answered once.
 */
export const commissionApi = {
  /** Accepts the quote she read, by its number: a newer one is refused, not accepted blindly. */
  acceptQuote: (quote: number, lang: Lang) =>
    apiFetch('/api/my-request/quote/accept', { method: 'POST', body: { quote }, lang, headers: { 'Idempotency-Key': `quote-${crypto.randomUUID()}` } }),
  chooseFabric: (fabricId: number, lang: Lang) =>
    apiFetch(`/api/my-request/fabrics/${fabricId}/choose`, { method: 'POST', lang, headers: { 'Idempotency-Key': `fabric-${crypto.randomUUID()}` } }),
};
