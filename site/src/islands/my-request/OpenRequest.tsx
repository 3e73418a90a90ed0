import type { Lang } from '@atelier/contracts';
import { useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { MY_REQUEST_TEXT } from './my-request-text.ts';

/** The one button her link leads to: a mail scanner's visit opens nothing, her click does (ADR 046). */
export function OpenRequest({ lang, onOpen }: { lang: Lang; onOpen: () => Promise<unknown> }) {
  const t = MY_REQUEST_TEXT[lang];
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await onOpen();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="mx-auto grid max-w-xl justify-items-center gap-7 border border-line bg-white/40 px-6 py-14 text-center shadow-[0_30px_60px_-40px_rgba(43,35,32,0.35)] sm:px-14">
      <span aria-hidden="true" className="h-px w-16 bg-accent-soft" />
      <h2 className="text-4xl leading-tight text-ink sm:text-5xl">{t.openTitle}</h2>
      <p className="max-w-md text-base leading-relaxed text-muted">{t.openText}</p>
      <SubmitButton pending={pending} label={t.open} pendingLabel={t.opening} />
    </form>
  );
}
