import { atom } from 'nanostores';

/**
 * The request whose detail dialog is open (its requestKey), from the list or from a calendar
 * event: the dialog lives on the dashboard, above both tabs.
 */
export const $openRequestKey = atom<string | null>(null);

/** The fragment a mail to the designer links with: `/admin#request=dress-12`. */
const REQUEST_FRAGMENT = /^#request=((?:dress|concept)-\d{1,9})$/;

/**
 * Opens the request a link names (`/admin#request=dress-12`, from the designer's mails), once,
 * and takes the fragment out of the address so a reload does not open it again.
 */
export function openRequestFromLink(location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'replaceState'>): void {
  const key = REQUEST_FRAGMENT.exec(location.hash)?.[1];
  if (!key) return;
  $openRequestKey.set(key);
  history.replaceState(null, '', `${location.pathname}${location.search}`);
}
