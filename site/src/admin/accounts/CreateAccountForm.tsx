import { valibotResolver } from '@hookform/resolvers/valibot';
import { accountCreateSchema, type RegisterInput, type RegisterOutput } from '@atelier/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { Button } from '../ui/Button.tsx';
import { createAccount } from './account-actions.ts';
import { generatePassword } from './generate-password.ts';
import { ACCOUNTS_TEXT } from './text.ts';

const FIELDS = ['username', 'password', 'isAdmin'] as const;

/**
 * A new account: a name, a password typed or generated (shown, so it can be handed over),
 * and whether she is an administrator (off unless ticked). Checked with the same schema
 * as the server, which still has the last word.
 */
export function CreateAccountForm() {
  const titleId = useId();
  const adminId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: valibotResolver(accountCreateSchema, { lang: ADMIN_LANG }),
    defaultValues: { username: '', password: '', isAdmin: false },
  });

  async function onSubmit(input: RegisterOutput) {
    const result = await createAccount(input);
    if (result.ok) {
      reset();
      return;
    }
    for (const issue of result.issues) {
      const field = FIELDS.find((name) => name === issue.path);
      if (field) setError(field, { message: issue.message });
    }
  }

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit(onSubmit)} className="grid gap-6 border border-line bg-linen/40 p-5 sm:p-8">
      <h3 id={titleId} className="font-display text-2xl text-ink">
        {ACCOUNTS_TEXT.createTitle}
      </h3>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField label={ACCOUNTS_TEXT.username} hint={ACCOUNTS_TEXT.usernameHint} autoComplete="off" error={errors.username?.message} {...register('username')} />
        <div className="grid content-start gap-3">
          <TextField
            label={ACCOUNTS_TEXT.password}
            hint={ACCOUNTS_TEXT.passwordHint}
            autoComplete="new-password"
            spellCheck={false}
            error={errors.password?.message}
            {...register('password')}
          />
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => setValue('password', generatePassword(), { shouldValidate: true, shouldDirty: true })}
          >
            {ACCOUNTS_TEXT.generate}
          </Button>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input id={adminId} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-accent-deep" {...register('isAdmin')} />
        <label htmlFor={adminId} className="text-sm leading-relaxed text-ink">
          {ACCOUNTS_TEXT.makeAdmin}
        </label>
      </div>
      <div>
        <SubmitButton pending={isSubmitting} label={ACCOUNTS_TEXT.create} pendingLabel={ACCOUNTS_TEXT.creating} />
      </div>
    </form>
  );
}
