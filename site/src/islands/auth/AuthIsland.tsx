import { TOASTS, type Lang } from '@atelier/contracts';
import { useEffect, useState } from 'react';
import { takeCarriedToast } from '../../admin/flash-toast.ts';
import { mightBeSignedIn } from '../../lib/signed-in-hint.ts';
import { localePath } from '../../i18n/locale.ts';
import { apiFetch } from '../../lib/api.ts';
import { Toaster } from '../../ui/Toaster.tsx';
import { showToast } from '../../ui/toast-store.ts';
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
 * The sign-in card of /auth: a signed-in visitor goes straight to the admin
 * (docs/product.md#sign-in). While the API accepts a new account there is no one to sign in as,
 * so the card offers only the registration form; after that, only signing in. Until the API
 * answers (and without JavaScript) it offers signing in.
 */
export function AuthIsland({ lang }: { lang: Lang }) {
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
      {canRegister ? <RegisterForm lang={lang} /> : <LoginForm lang={lang} />}
      <Toaster lang={lang} />
    </div>
  );
}
