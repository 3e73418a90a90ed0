import { TOASTS, type ToastKey } from '@atelier/contracts';

const KEY = 'atelier.flashToast';

/**
 * A toast that must survive a full page load: the sign-in page shows "Login successful"
 * on the dashboard it opens, and the dashboard shows "Logged out" on the sign-in page.
 */
export function carryToast(key: ToastKey): void {
  try {
    sessionStorage.setItem(KEY, key);
  } catch {
    // Storage refused (private mode): the next page simply shows no toast.
  }
}

/** The carried toast, once: reading it removes it. */
export function takeCarriedToast(): ToastKey | null {
  try {
    const key = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return key !== null && key in TOASTS.en ? (key as ToastKey) : null;
  } catch {
    return null;
  }
}
