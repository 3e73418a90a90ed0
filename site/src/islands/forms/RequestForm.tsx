import type { Lang, RequestForm as RequestFormConfig } from '@atelier/contracts';
import type { SubmitEventHandler, ReactNode, RefObject } from 'react';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { Toaster } from '../../ui/Toaster.tsx';
import { FORM_COPY } from './form-copy.ts';
import type { Receipt } from './receipt.ts';
import { RequestConfirmation } from './RequestConfirmation.tsx';
import { useHydrated } from './use-hydrated.ts';

export interface RequestFormProps {
  lang: Lang;
  /** The API route; a browser without JavaScript posts the form there directly. */
  action: RequestFormConfig['endpoint'];
  submitLabel: string;
  pending: boolean;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  formRef: RefObject<HTMLFormElement | null>;
  /** Set once a submission went through: the confirmation panel shows in place of the form. */
  receipt: Receipt | null;
  onAnother(): void;
  children: ReactNode;
}

/**
 * The frame of both request forms: a real multipart form (usable before or without
 * JavaScript, with the browser's own checks), the submit row and the page's toasts.
 * Once hydrated, the schema's messages replace the browser's. After a submission went
 * through, the confirmation panel takes the form's place until the visitor asks for another.
 */
export function RequestForm({ lang, action, submitLabel, pending, onSubmit, formRef, receipt, onAnother, children }: RequestFormProps) {
  const copy = FORM_COPY[lang];
  const hydrated = useHydrated();
  if (receipt) {
    return (
      <>
        {/* In the flow above the receipt: floating, the toast would cover it on a phone. */}
        <Toaster lang={lang} placement="inline" />
        <RequestConfirmation lang={lang} receipt={receipt} onAnother={onAnother} />
      </>
    );
  }
  return (
    <>
      <form ref={formRef} method="post" action={action} encType="multipart/form-data" noValidate={hydrated} onSubmit={onSubmit} className="grid gap-14">
        <input type="hidden" name="lang" value={lang} />
        {children}
        <div className="grid gap-6 border-t border-line pt-10 lg:grid-cols-[15rem_1fr] lg:gap-14">
          <div className="hidden lg:block" />
          <div className="grid gap-6 sm:flex sm:items-center sm:justify-between sm:gap-10">
            <p className="max-w-md text-sm leading-relaxed text-muted">{copy.privacy}</p>
            <SubmitButton pending={pending} label={submitLabel} pendingLabel={copy.submitting} />
          </div>
        </div>
      </form>
      <Toaster lang={lang} />
    </>
  );
}
