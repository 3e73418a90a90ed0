import type { CommissionDetail } from '@atelier/contracts';
import { longDay } from '../dates.ts';
import { CommissionSection } from './CommissionSection.tsx';
import { money } from './format.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { COMMISSION_TEXT } from './text.ts';

const TERM = 'text-[0.7rem] font-medium tracking-[0.2em] text-muted uppercase';

/** What is paid and what remains, each payment, and the form to record the next. */
export function PaymentsSection({ commission }: { commission: CommissionDetail }) {
  return (
    <CommissionSection id="commission-payments" title={COMMISSION_TEXT.paymentsTitle}>
      <dl className="grid grid-cols-2 gap-4">
        <div className="border-l-2 border-success/60 pl-4">
          <dt className={TERM}>{COMMISSION_TEXT.paid}</dt>
          <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{money(commission.paidCents)}</dd>
        </div>
        <div className="border-l-2 border-accent/60 pl-4">
          <dt className={TERM}>{COMMISSION_TEXT.remaining}</dt>
          <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{money(commission.remainingCents)}</dd>
        </div>
      </dl>
      {commission.payments.length === 0 ? (
        <p className="text-sm text-muted">{COMMISSION_TEXT.noPayments}</p>
      ) : (
        <ul className="divide-y divide-line/70 border-y border-line/70">
          {commission.payments.map((payment) => (
            <li key={payment.number} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="text-sm text-ink">
                <time dateTime={payment.paidAt}>{longDay(payment.paidAt)}</time>
                <span className="text-muted"> · {COMMISSION_TEXT.methods[payment.method]}</span>
                {payment.note && <span className="block text-muted italic">{payment.note}</span>}
              </span>
              <span className="font-medium text-ink tabular-nums">{money(payment.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <PaymentForm commissionId={commission.id} />
    </CommissionSection>
  );
}
