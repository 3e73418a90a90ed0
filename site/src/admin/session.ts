import type { PublicUser } from '@atelier/contracts';
import { atom } from 'nanostores';
import { ApiCallError, apiFetch } from '../lib/api.ts';
import { mightBeSignedIn } from '../lib/signed-in-hint.ts';

/** loading, then the signed-in user or null (docs/product.md#pages). */
export type SessionState = { status: 'loading' } | { status: 'ready'; user: PublicUser | null };

export const $session = atom<SessionState>({ status: 'loading' });

/** GET /api/user: `not_signed_in` means nobody is signed in; any other failure is treated the same, and logged. */
export async function loadSession(): Promise<void> {
  if (!mightBeSignedIn()) {
    $session.set({ status: 'ready', user: null });
    return;
  }
  try {
    const user = await apiFetch<PublicUser>('/api/user');
    $session.set({ status: 'ready', user });
  } catch (error) {
    if (!(error instanceof ApiCallError && error.code === 'not_signed_in')) console.error('GET /api/user failed:', error);
    $session.set({ status: 'ready', user: null });
  }
}

/** POST /api/logout; the caller decides what a failure means on its screen. */
export async function logout(): Promise<void> {
  await apiFetch('/api/logout', { method: 'POST' });
  $session.set({ status: 'ready', user: null });
}
