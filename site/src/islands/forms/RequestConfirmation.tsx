import type { Lang, PreferredContact } from '@atelier/contracts';
import { useEffect, useRef } from 'react';
import { fill } from './form-copy.ts';
import type { Receipt } from './receipt.ts';

/** The atelier's stated reply time, in hours. */
const REPLY_WITHIN_HOURS = 48;

const COPY = {
  es: {
    eyebrow: 'Solicitud recibida',
    heading: 'Gracias, {name}.',
    received: { dress: 'Hemos recibido tu pedido.', concept: 'Hemos recibido tu concepto.' },
    nextTitle: 'Qué pasa ahora',
    next: 'La diseñadora leerá tu solicitud personalmente y te responderá en un plazo de {hours} horas {channel}.',
    channel: { email: 'por correo electrónico, a {address}', phone: 'por teléfono, al {address}', text: 'por mensaje de texto, al {address}' },
    another: { dress: 'Enviar otro pedido', concept: 'Enviar otro concepto' },
  },
  en: {
    eyebrow: 'Request received',
    heading: 'Thank you, {name}.',
    received: { dress: 'We have received your order.', concept: 'We have received your concept.' },
    nextTitle: 'What happens next',
    next: 'The designer will read your request personally and reply within {hours} hours {channel}.',
    channel: { email: 'by email, at {address}', phone: 'by phone, on {address}', text: 'by text message, on {address}' },
    another: { dress: 'Send another order', concept: 'Send another concept' },
  },
} as const satisfies Record<Lang, { channel: Record<PreferredContact, string> } & Record<string, unknown>>;

export interface RequestConfirmationProps {
  lang: Lang;
  receipt: Receipt;
  /** Back to an empty form. */
  onAnother(): void;
}

/**
 * Shown in place of the form once a request went through (docs/product.md#forms): what was
 * received, what happens next and by which channel, and a way to send another. Its heading
 * takes the focus, so the change is announced and the visitor starts reading at the top.
 */
export function RequestConfirmation({ lang, receipt, onAnother }: RequestConfirmationProps) {
  const t = COPY[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  const channel = fill(t.channel[receipt.channel], { address: receipt.address });

  return (
    <section
      aria-labelledby="request-confirmation-title"
      data-testid="request-confirmation"
      className="relative mx-auto grid max-w-3xl gap-10 border border-line bg-white/60 px-6 py-12 text-center sm:px-14 sm:py-16"
    >
      <div className="grid justify-items-center gap-5">
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 fill-none stroke-accent stroke-1">
          <circle cx="24" cy="24" r="22.5" />
          <path d="m15 24.5 6 6 12-13" />
        </svg>
        <p className="text-[0.7rem] font-medium tracking-[0.3em] text-accent-deep uppercase">{t.eyebrow}</p>
        <h2 id="request-confirmation-title" ref={heading} tabIndex={-1} className="text-[clamp(2.2rem,5vw,3.25rem)] leading-tight text-ink outline-none">
          {fill(t.heading, { name: receipt.firstName })}
        </h2>
        <p className="text-lg leading-relaxed text-muted">{t.received[receipt.kind]}</p>
      </div>

      <dl className="grid gap-5 border-y border-line py-8 text-left sm:grid-cols-[max-content_1fr] sm:gap-x-10">
        {receipt.details.map((detail) => (
          <div key={detail.label} className="contents">
            <dt className="text-xs font-medium tracking-[0.18em] text-muted uppercase sm:pt-1.5">{detail.label}</dt>
            <dd className="font-display text-2xl leading-snug break-words text-ink">{detail.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-3">
        <h3 className="text-[0.7rem] font-sans font-medium tracking-[0.3em] text-accent-deep uppercase">{t.nextTitle}</h3>
        <p className="mx-auto max-w-xl leading-relaxed break-words text-ink">{fill(t.next, { hours: REPLY_WITHIN_HOURS, channel })}</p>
      </div>

      <div>
        <button
          type="button"
          onClick={onAnother}
          className="inline-flex min-h-13 items-center justify-center border border-ink px-10 py-4 text-sm font-medium tracking-[0.22em] text-ink uppercase transition-colors duration-200 hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-accent"
        >
          {t.another[receipt.kind]}
        </button>
      </div>
    </section>
  );
}
