import { TOASTS, type Lang } from '@atelier/contracts';
import { ApiCallError } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';

/** A destructive toast with the server's message, else the catalogue's fallback (docs/product.md#messages). */
export function showFailure(error: unknown, key: 'loginFailed' | 'registrationFailed', lang: Lang): void {
  const text = TOASTS[lang][key];
  const description = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : text.description;
  showToast({ title: text.title, description, variant: 'destructive' });
}
