import { TOASTS, type Lang } from '@atelier/contracts';
import { useEffect, useState } from 'react';
import { takeCarriedToast } from '../../admin/flash-toast.ts';
import { mightBeSignedIn } from '../../lib/signed-in-hint.ts';
import { localePath } from '../../i18n/locale.ts';
import { apiFetch } from '../../lib/api.ts';
import { Toaster } from '../../ui/Toaster.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** Whether GET /api/register allows a new account now; closed until the answer says otherwise. */
async function registrationOpen(): Promise<boolean> {
  try {
    return (await apiFetch<{ open: boolean }>('/api/register')).open;
  } catch (error) {
    console.error('GET /api/register failed:', error);
    return false;
  }
}

/**
 * The sign-in card of /auth: a signed-in visitor goes straight to the admin (spec §2);
 * the registration form appears only while the API accepts a new account.
 */
export function AuthIsland({ lang }: { lang: Lang }) {
  const t = AUTH_TEXT[lang];
  const [canRegister, setCanRegister] = useState(false);

  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) showToast(TOASTS[lang][carried]);
    if (mightBeSignedIn()) {
      apiFetch('/api/user').then(
        () => location.replace(localePath(lang, '/admin')),
        () => undefined,
      );
    }
    void registrationOpen().then(setCanRegister);
  }, [lang]);

  return (
    <div className="grid gap-10">
      {canRegister && (
        <>
          <RegisterForm lang={lang} />
          <p className="flex items-center gap-4 text-xs uppercase tracking-[0.2em] text-muted">
            <span aria-hidden="true" className="h-px min-w-6 flex-1 bg-line" />
            <span className="text-center">{t.or}</span>
            <span aria-hidden="true" className="h-px min-w-6 flex-1 bg-line" />
          </p>
        </>
      )}
      <LoginForm lang={lang} />
      <Toaster lang={lang} />
    </div>
  );
}
