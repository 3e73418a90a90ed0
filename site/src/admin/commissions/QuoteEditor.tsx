import { depositCents, type CommissionDetail } from '@atelier/contracts';
import { atelierToday } from '@atelier/contracts/dates';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../ui/fields/FieldError.tsx';
import { CONTROL_CLASS } from '../../ui/fields/field-styles.ts';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { longDateTime, longDay } from '../dates.ts';
import { Button } from '../ui/Button.tsx';
import { sendQuote } from './commission-actions.ts';
import { CommissionSection } from './CommissionSection.tsx';
import { money } from './format.ts';
import { blankLine, draftOf, draftPercent, draftTotal, quoteFromDraft, type QuoteDraft } from './quote-draft.ts';
import { COMMISSION_TEXT } from './text.ts';

/** Where the quote stands: none yet, sent and waiting, or accepted (and when). */
function QuoteStatus({ quote }: { quote: CommissionDetail['quote'] }) {
  if (!quote) return <p className="text-sm text-muted">{COMMISSION_TEXT.quoteNone}</p>;
  return (
    <div className={`grid gap-1 border-l-2 py-1 pl-4 ${quote.acceptedAt ? 'border-success/70' : 'border-accent/60'}`}>
      <p className="text-sm text-ink">{COMMISSION_TEXT.quoteSentOn(quote.number, longDateTime(quote.sentAt))}</p>
      <p className={`text-sm ${quote.acceptedAt ? 'font-medium text-success' : 'text-muted'}`}>
        {quote.acceptedAt ? COMMISSION_TEXT.quoteAcceptedOn(longDateTime(quote.acceptedAt)) : `${COMMISSION_TEXT.quoteWaiting} · ${COMMISSION_TEXT.validUntil} ${longDay(quote.validUntil)}`}
      </p>
    </div>
  );
}

/**
 * The quote: its lines (label and euros), the total and deposit as she types, the deposit's
 * percentage (50 by default) and the day it is valid until; "send to the client" saves it
 * (If-Match: the version shown) and mails it to her. A new quote replaces the one before.
 */
export function QuoteEditor({ commission }: { commission: CommissionDetail }) {
  const [draft, setDraft] = useState<QuoteDraft>(() => draftOf(commission.quote, atelierToday(new Date())));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const ids = useId();
  const total = draftTotal(draft);
  const percent = draftPercent(draft);

  const setLine = (key: number, change: Partial<QuoteDraft['lines'][number]>) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = quoteFromDraft(draft, COMMISSION_TEXT.badAmount);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    await sendQuote(commission, result.quote, { title: COMMISSION_TEXT.quoteSent, description: COMMISSION_TEXT.quoteSentText }, COMMISSION_TEXT.quoteFailed);
    setPending(false);
  }

  return (
    <CommissionSection id="commission-quote" title={COMMISSION_TEXT.quoteTitle}>
      <QuoteStatus quote={commission.quote} />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
        <fieldset className="grid gap-3">
          <legend className="sr-only">{COMMISSION_TEXT.quoteTitle}</legend>
          <div aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)_7.5rem_2.75rem] gap-2 text-[0.7rem] font-medium tracking-[0.18em] text-muted uppercase sm:grid-cols-[minmax(0,1fr)_10rem_2.75rem]">
            <span>{COMMISSION_TEXT.lineLabelShort}</span>
            <span className="text-right">{COMMISSION_TEXT.lineAmountShort}</span>
          </div>
          {draft.lines.map((line, index) => {
            const labelError = errors[`line-${line.key}-label`];
            const amountError = errors[`line-${line.key}-amount`];
            const labelId = `${ids}-${line.key}-label`;
            const amountId = `${ids}-${line.key}-amount`;
            return (
              <div key={line.key} className="grid gap-1">
                <div className="grid grid-cols-[minmax(0,1fr)_7.5rem_2.75rem] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_2.75rem]">
                  <label htmlFor={labelId} className="sr-only">
                    {COMMISSION_TEXT.lineLabel(index + 1)}
                  </label>
                  <input
                    id={labelId}
                    value={line.label}
                    placeholder={COMMISSION_TEXT.linePlaceholders[index % COMMISSION_TEXT.linePlaceholders.length]}
                    aria-invalid={labelError ? true : undefined}
                    aria-describedby={labelError ? `${labelId}-error` : undefined}
                    onChange={(event) => setLine(line.key, { label: event.target.value })}
                    className={CONTROL_CLASS}
                  />
                  <label htmlFor={amountId} className="sr-only">
                    {COMMISSION_TEXT.lineAmount(index + 1)}
                  </label>
                  <input
                    id={amountId}
                    value={line.amount}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? `${amountId}-error` : undefined}
                    onChange={(event) => setLine(line.key, { amount: event.target.value })}
                    className={`${CONTROL_CLASS} text-right tabular-nums`}
                  />
                  <button
                    type="button"
                    aria-label={COMMISSION_TEXT.removeLine(index + 1)}
                    disabled={draft.lines.length === 1}
                    onClick={() => setDraft((current) => ({ ...current, lines: current.lines.filter((item) => item.key !== line.key) }))}
                    className="grid size-11 place-items-center text-xl text-muted transition-colors hover:text-danger disabled:opacity-30"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
                <FieldError id={`${labelId}-error`} message={labelError} />
                <FieldError id={`${amountId}-error`} message={amountError} />
              </div>
            );
          })}
          <FieldError id={`${ids}-lines-error`} message={errors.lines} />
          <div>
            <Button variant="quiet" size="sm" className="-ml-3" onClick={() => setDraft((current) => ({ ...current, lines: [...current.lines, blankLine()] }))}>
              + {COMMISSION_TEXT.addLine}
            </Button>
          </div>
        </fieldset>
        <dl aria-live="polite" className="grid grid-cols-2 gap-4 border-y border-line bg-linen/40 px-5 py-4">
          <div>
            <dt className="text-[0.7rem] font-medium tracking-[0.2em] text-muted uppercase">{COMMISSION_TEXT.total}</dt>
            <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{money(total)}</dd>
          </div>
          <div>
            <dt className="text-[0.7rem] font-medium tracking-[0.2em] text-muted uppercase">{COMMISSION_TEXT.depositOf(percent)}</dt>
            <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{money(depositCents(total, Math.min(Math.max(percent, 0), 100)))}</dd>
          </div>
        </dl>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={COMMISSION_TEXT.depositPercent}
            inputMode="numeric"
            value={draft.depositPercent}
            error={errors.depositPercent}
            onChange={(event) => setDraft((current) => ({ ...current, depositPercent: event.target.value }))}
          />
          <TextField
            label={COMMISSION_TEXT.validUntil}
            type="date"
            value={draft.validUntil}
            error={errors.validUntil}
            onChange={(event) => setDraft((current) => ({ ...current, validUntil: event.target.value }))}
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={pending} label={commission.quote ? COMMISSION_TEXT.resendQuote : COMMISSION_TEXT.sendQuote} pendingLabel={COMMISSION_TEXT.sendingQuote} />
        </div>
      </form>
    </CommissionSection>
  );
}
