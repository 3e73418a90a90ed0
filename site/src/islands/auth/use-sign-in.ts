import type { Lang, PublicUser } from '@atelier/contracts';
import { useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { enterAdmin, inLang } from './enter-admin.ts';
import { showFailure } from './failure-toast.ts';

/** The endpoint and the toasts of each way in; the API signs the account in either way. */
const SIGN_IN = {
  login: { path: '/api/login', succeeded: 'loginSucceeded', failed: 'loginFailed' },
  register: { path: '/api/register', succeeded: 'registrationSucceeded', failed: 'registrationFailed' },
} as const;

/**
 * Posts the credentials, then opens the dashboard with the success toast, or shows the
 * failure toast with the server's message. `entering` stays true after success, so the
 * button keeps its pending label while the dashboard loads.
 */
export function useSignIn(way: keyof typeof SIGN_IN, lang: Lang) {
  const [entering, setEntering] = useState(false);
  const { path, succeeded, failed } = SIGN_IN[way];

  async function signIn(credentials: { username: string; password: string }) {
    try {
      await apiFetch<PublicUser>(inLang(path, lang), { method: 'POST', body: credentials });
      setEntering(true);
      enterAdmin(succeeded, lang);
    } catch (error) {
      showFailure(error, failed, lang);
    }
  }

  return { signIn, entering };
}
