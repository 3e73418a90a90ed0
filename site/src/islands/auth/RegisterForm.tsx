import { valibotResolver } from '@hookform/resolvers/valibot';
import { registerSchema, type Lang, type RegisterInput, type RegisterOutput } from '@atelier/contracts';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AUTH_TEXT } from './auth-text.ts';
import { useSignIn } from './use-sign-in.ts';

/**
 * The first account (docs/product.md#permissions, ADR 005): shown only while registration is open.
 * The API signs the first account in, so success opens the dashboard.
 */
export function RegisterForm({ lang }: { lang: Lang }) {
  const t = AUTH_TEXT[lang];
  const { signIn, entering } = useSignIn('register', lang);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({ resolver: valibotResolver(registerSchema, { lang }) });

  // No isAdmin: this form makes the first account, which is the administrator by rule.
  const onSubmit = ({ username, password }: RegisterOutput) => signIn({ username, password });

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
