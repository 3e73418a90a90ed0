import { valibotResolver } from '@hookform/resolvers/valibot';
import { loginSchema, type Lang, type LoginInput, type LoginOutput, type PublicUser } from '@atelier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiFetch } from '../../lib/api.ts';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AUTH_TEXT } from './auth-text.ts';
import { enterAdmin, inLang } from './enter-admin.ts';
import { showFailure } from './failure-toast.ts';

/** Username and password (spec §5 "Login"); on success the dashboard opens with its toast. */
export function LoginForm({ lang }: { lang: Lang }) {
  const t = AUTH_TEXT[lang];
  const [entering, setEntering] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({ resolver: valibotResolver(loginSchema, { lang }) });

  async function onSubmit(values: LoginOutput) {
    try {
      await apiFetch<PublicUser>(inLang('/api/login', lang), { method: 'POST', body: values });
      setEntering(true);
      enterAdmin('loginSucceeded', lang);
    } catch (error) {
      showFailure(error, 'loginFailed', lang);
    }
  }

  // Stays "Signing in..." after success, while the dashboard loads.
  const pending = isSubmitting || entering;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="login-title" className="grid gap-6">
      <h2 id="login-title" className="font-display text-3xl text-ink">
        {t.loginTitle}
      </h2>
      <TextField label={t.username} autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField label={t.password} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <SubmitButton pending={pending} label={t.signIn} pendingLabel={t.signingIn} />
    </form>
  );
}
