import { formatMoney, type Lang, type MyRequestCommission } from '@atelier/contracts';
import { useState } from 'react';
import { failureText } from './client-api.ts';
import { commissionApi } from './commission-api.ts';
import { COMMISSION_PAGE_TEXT } from './commission-text.ts';
import { formatDay, formatInstant } from './format.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

type Quote = NonNullable<MyRequestCommission['quote']>;

/**
 * The quote the atelier sent her: its lines, the total and the deposit, until when it holds; one
 * click accepts it, and then it says when she did.
 */
export function QuoteSection({ lang, quote, onChanged }: { lang: Lang; quote: Quote; onChanged: () => Promise<void> }) {
  const t = COMMISSION_PAGE_TEXT[lang];
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, lang);

  async function accept() {
    setPending(true);
    setFailure(null);
    try {
      await commissionApi.acceptQuote(quote.number, lang);
      await onChanged();
    } catch (error) {
      setFailure(failureText(error, MY_REQUEST_TEXT[lang].failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="quote-title" className="grid content-start gap-6">
      <SectionTitle id="quote-title">{t.quoteTitle}</SectionTitle>
      <div className="grid gap-5 border border-line bg-white/60 px-5 py-6 sm:px-8 sm:py-8">
        <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="text-xs font-medium tracking-[0.24em] text-accent uppercase">{t.quoteNumber(quote.number)}</span>
          <span className="text-sm text-muted">{t.validUntil(formatDay(quote.validUntil, lang))}</span>
        </p>
        <ul className="grid divide-y divide-line/70">
          {quote.lines.map((line, index) => (
            <li key={`${index}-${line.label}`} className="flex items-baseline justify-between gap-4 py-2.5">
              <span className="break-words text-ink">{line.label}</span>
              <span className="shrink-0 text-ink tabular-nums">{money(line.amountCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-2 border-t border-ink/70 pt-4">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-xs font-medium tracking-[0.22em] text-muted uppercase">{t.total}</dt>
            <dd className="font-display text-3xl text-ink tabular-nums">{money(quote.totalCents)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-sm text-muted">{t.deposit(quote.depositPercent)}</dt>
            <dd className="text-ink tabular-nums">{money(quote.depositCents)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted">{t.depositHint}</p>
        {quote.acceptedAt ? (
          <p className="flex items-center gap-3 border-l-2 border-success pl-4 font-display text-xl text-success">
            <span aria-hidden="true">✓</span>
            {t.acceptedOn(formatInstant(quote.acceptedAt, lang))}
          </p>
        ) : quote.acceptable ? (
          <div className="grid gap-3">
            <button
              type="button"
              onClick={() => void accept()}
              disabled={pending}
              className="inline-flex min-h-13 w-full items-center justify-center bg-ink px-10 py-4 text-sm font-medium tracking-[0.22em] text-paper uppercase transition-colors hover:bg-accent-deep focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-accent disabled:cursor-wait disabled:bg-muted sm:w-auto sm:justify-self-end"
            >
              {pending ? t.accepting : t.accept}
            </button>
            {failure && (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            )}
          </div>
        ) : quote.expired ? (
          <p className="text-sm text-danger">{t.expired(formatDay(quote.validUntil, lang))}</p>
        ) : null}
      </div>
    </section>
  );
}
