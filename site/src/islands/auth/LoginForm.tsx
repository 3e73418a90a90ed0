import { valibotResolver } from '@hookform/resolvers/valibot';
import { loginSchema, type Lang, type LoginInput, type LoginOutput } from '@atelier/contracts';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AUTH_TEXT } from './auth-text.ts';
import { useSignIn } from './use-sign-in.ts';

/** Username and password (docs/product.md#validation); on success the dashboard opens with its toast. */
export function LoginForm({ lang }: { lang: Lang }) {
  const t = AUTH_TEXT[lang];
  const { signIn, entering } = useSignIn('login', lang);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({ resolver: valibotResolver(loginSchema, { lang }) });

  // Stays "Signing in..." after success, while the dashboard loads.
  const pending = isSubmitting || entering;
  return (
    <form noValidate onSubmit={handleSubmit(signIn)} aria-labelledby="login-title" className="grid gap-6">
      <h2 id="login-title" className="font-display text-3xl text-ink">
        {t.loginTitle}
      </h2>
      <TextField label={t.username} autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField label={t.password} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <SubmitButton pending={pending} label={t.signIn} pendingLabel={t.signingIn} />
    </form>
  );
}
