import { formatMoney, PAYMENT_METHOD_NAMES, type Lang, type MyRequestCommission } from '@atelier/contracts';
import { COMMISSION_PAGE_TEXT } from './commission-text.ts';
import { formatDay } from './format.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** What she has paid, what remains (and what is due next), and each payment. */
export function PaymentsSection({ lang, commission }: { lang: Lang; commission: Pick<MyRequestCommission, 'payments' | 'paidCents' | 'remainingCents' | 'amountDue'> }) {
  const t = COMMISSION_PAGE_TEXT[lang];
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <section aria-labelledby="payments-title" className="grid content-start gap-6">
      <SectionTitle id="payments-title">{t.paymentsTitle}</SectionTitle>
      <dl className="grid grid-cols-2 gap-4">
        <div className="border-l-2 border-success/60 pl-4">
          <dt className="text-xs font-medium tracking-[0.22em] text-muted uppercase">{t.paid}</dt>
          <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{money(commission.paidCents)}</dd>
        </div>
        <div className="border-l-2 border-accent/60 pl-4">
          <dt className="text-xs font-medium tracking-[0.22em] text-muted uppercase">{t.remaining}</dt>
          <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{money(commission.remainingCents)}</dd>
        </div>
      </dl>
      {commission.amountDue && (
        <p className="text-sm text-ink">
          {t.due[commission.amountDue.kind]}: <span className="font-medium tabular-nums">{money(commission.amountDue.cents)}</span>
        </p>
      )}
      {commission.payments.length === 0 ? (
        <p className="leading-relaxed text-muted">{t.noPayments}</p>
      ) : (
        <ul className="grid divide-y divide-line/70 border-y border-line/70">
          {commission.payments.map((payment, index) => (
            <li key={`${payment.paidAt}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="text-ink">
                {formatDay(payment.paidAt, lang)}
                <span className="text-muted"> · {PAYMENT_METHOD_NAMES[lang][payment.method]}</span>
              </span>
              <span className="text-ink tabular-nums">{money(payment.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
