import { valibotResolver } from '@hookform/resolvers/valibot';
import { registerSchema, type Lang, type PublicUser, type RegisterInput, type RegisterOutput } from '@atelier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiFetch } from '../../lib/api.ts';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AUTH_TEXT } from './auth-text.ts';
import { enterAdmin, inLang } from './enter-admin.ts';
import { showFailure } from './failure-toast.ts';

/**
 * The first account (product decisions, "Accounts"): shown only while registration is open.
 * The API signs the first account in, so success opens the dashboard.
 */
export function RegisterForm({ lang }: { lang: Lang }) {
  const t = AUTH_TEXT[lang];
  const [entering, setEntering] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({ resolver: valibotResolver(registerSchema, { lang }) });

  async function onSubmit(values: RegisterOutput) {
    try {
      await apiFetch<PublicUser>(inLang('/api/register', lang), {
        method: 'POST',
        body: { username: values.username, password: values.password },
      });
      setEntering(true);
      enterAdmin('registrationSucceeded', lang);
    } catch (error) {
      showFailure(error, 'registrationFailed', lang);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="register-title" className="grid gap-6">
      <div className="grid gap-2">
        <h2 id="register-title" className="font-display text-3xl text-ink">
          {t.registerTitle}
        </h2>
        <p className="text-sm leading-relaxed text-muted">{t.registerIntro}</p>
      </div>
      <TextField label={t.username} hint={t.usernameHint} autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField
        label={t.password}
        hint={t.passwordHint}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={isSubmitting || entering} label={t.register} pendingLabel={t.registering} />
    </form>
  );
}
