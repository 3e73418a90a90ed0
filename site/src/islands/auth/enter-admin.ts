import type { Lang, ToastKey } from '@atelier/contracts';
import { carryToast } from '../../admin/flash-toast.ts';
import { localePath } from '../../i18n/locale.ts';
import { rememberLanguage } from '../../i18n/stored-language.ts';

/**
 * Opens the dashboard after signing in. The success toast travels with the page load so it
 * is seen on the dashboard, and the admin opens in the language of the page signed in from.
 */
export function enterAdmin(toast: ToastKey, lang: Lang): void {
  carryToast(toast);
  rememberLanguage(lang);
  location.assign(localePath(lang, '/admin'));
}

/** The API answers errors in the page's language when asked (`?lang=`). */
export function inLang(path: string, lang: Lang): string {
  return `${path}?lang=${lang}`;
}
