import { CONTACT_HONEYPOT_FIELD, MAX_LENGTH, contactMessageSchema, type ContactMessageInput, type ContactMessageOutput, type Lang } from '@atelier/contracts';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { EmailField } from '../../ui/fields/EmailField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { Toaster } from '../../ui/Toaster.tsx';
import { CONTACT_COPY } from './contact-copy.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { serverIssuesOf } from './server-issues.ts';
import { useHydrated } from './use-hydrated.ts';
import { useRequestSubmission } from './use-request-submission.ts';

const ENDPOINT = '/api/contact-messages';
const FIELDS: readonly (keyof ContactMessageInput)[] = ['name', 'email', 'subject', 'message'];

/**
 * The home page's contact form (docs/product.md#home): name, email, an optional subject and the
 * message, checked with the contracts schema in the page's language, sent as JSON with an
 * Idempotency-Key. 'Sending...' while it goes, the 'Message sent' toast and a reset after;
 * a refusal (a field, or too many messages) shows the server's message.
 */
export default function ContactForm({ lang }: { lang: Lang }) {
  const copy = CONTACT_COPY[lang];
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessageOutput>({
    resolver: valibotResolver(contactMessageSchema, { lang }),
    // No default values: a field registered at hydration keeps what the visitor typed before
    // (the island hydrates at her first gesture, ADR 022), and reset() empties the fields
    // through the form's native reset.
    // Checked on submit, then as the visitor corrects: a message appearing on blur would push the
    // button down between mousedown and mouseup, and the click on it would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const submit = useRequestSubmission(`${ENDPOINT}?lang=${lang}`, lang, { succeeded: 'messageSent', failed: 'messageFailed' });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: ContactMessageOutput) {
    setFailure(null);
    const result = await submit({ ...values, [CONTACT_HONEYPOT_FIELD]: honeypotRef.current?.value ?? '' });
    if (result.ok) {
      form.reset();
      return;
    }
    const invalid: string[] = [];
    for (const issue of serverIssuesOf(result.error)) {
      if (!(FIELDS as readonly string[]).includes(issue.path)) continue;
      invalid.push(issue.path);
      form.setError(issue.path as FieldPath<ContactMessageInput>, { type: 'server', message: issue.message });
    }
    if (invalid.length === 0) setFailure(result.message);
    focusFirstInvalid(formRef.current, invalid);
  }

  const onSubmit = form.handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)));

  return (
    <>
      <form ref={formRef} method="post" action={ENDPOINT} noValidate={hydrated} onSubmit={onSubmit} className="grid gap-7 sm:grid-cols-2 sm:gap-x-6">
        <TextField {...register('name')} label={copy.name} error={errors.name?.message} autoComplete="name" required maxLength={MAX_LENGTH.name} />
        <EmailField {...register('email')} label={copy.email} placeholder={copy.emailPlaceholder} error={errors.email?.message} />
        <TextField
          {...register('subject')}
          label={copy.subject}
          placeholder={copy.subjectPlaceholder}
          optionalText={copy.optional}
          error={errors.subject?.message}
          maxLength={MAX_LENGTH.line}
          className="sm:col-span-2"
        />
        <TextAreaField
          {...register('message')}
          label={copy.message}
          hint={copy.messageHint}
          error={errors.message?.message}
          required
          minLength={10}
          maxLength={MAX_LENGTH.text}
          rows={5}
          className="sm:col-span-2"
        />
        {/* The honeypot (ADR 019): off screen and out of the tab order; people never fill it, robots do. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {copy.honeypot}
            <input ref={honeypotRef} type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className="grid gap-5 sm:col-span-2 sm:flex sm:items-center sm:justify-between sm:gap-8">
          <p className="text-sm leading-relaxed text-muted">{copy.privacy}</p>
          <SubmitButton pending={isSubmitting} label={copy.submit} pendingLabel={copy.sending} />
        </div>
        <div aria-live="polite" className="sm:col-span-2 empty:hidden">
          {failure && (
            <p role="alert" className="border-l-2 border-danger bg-white/60 px-4 py-3 text-sm leading-relaxed text-danger">
              {failure}
            </p>
          )}
        </div>
      </form>
      <Toaster lang={lang} />
    </>
  );
}
