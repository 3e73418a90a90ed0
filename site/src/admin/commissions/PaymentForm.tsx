import { commissionPaymentSchema, PAYMENT_METHODS, type PaymentMethod } from '@atelier/contracts';
import { atelierToday } from '@atelier/contracts/dates';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { SelectField } from '../../ui/fields/SelectField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { recordPayment } from './commission-actions.ts';
import { centsFromEuros } from './money-input.ts';
import { COMMISSION_TEXT } from './text.ts';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: COMMISSION_TEXT.methods[method] }));

interface Typed {
  amount: string;
  method: PaymentMethod | '';
  paidAt: string;
  note: string;
}

/** Records a payment by hand: the amount in euros, how, and the day (today by default). */
export function PaymentForm({ commissionId }: { commissionId: string }) {
  const blank = (): Typed => ({ amount: '', method: '', paidAt: atelierToday(new Date()), note: '' });
  const [typed, setTyped] = useState<Typed>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Typed, string>>>({});
  const [pending, setPending] = useState(false);
  const set = (change: Partial<Typed>) => setTyped((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cents = centsFromEuros(typed.amount);
    const parsed = v.safeParse(commissionPaymentSchema, { amountCents: cents ?? 0, method: typed.method, paidAt: typed.paidAt, note: typed.note }, { lang: ADMIN_LANG });
    const found: Partial<Record<keyof Typed, string>> = {};
    if (cents === null) found.amount = COMMISSION_TEXT.badAmount;
    if (!parsed.success)
      for (const issue of parsed.issues) {
        const key = String(issue.path?.[0]?.key ?? '');
        const field = key === 'amountCents' ? 'amount' : (key as keyof Typed);
        found[field] ??= issue.message;
      }
    setErrors(found);
    if (!parsed.success || cents === null) return;
    setPending(true);
    const outcome = await recordPayment(commissionId, parsed.output, { title: COMMISSION_TEXT.paymentRecorded }, COMMISSION_TEXT.paymentFailed);
    setPending(false);
    if (outcome.kind === 'done') setTyped(blank());
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5 border border-line bg-white/40 p-5 sm:p-6">
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label={COMMISSION_TEXT.amount} inputMode="decimal" autoComplete="off" value={typed.amount} error={errors.amount} onChange={(event) => set({ amount: event.target.value })} />
        <SelectField
          label={COMMISSION_TEXT.method}
          placeholder={COMMISSION_TEXT.choose}
          options={METHOD_OPTIONS}
          value={typed.method}
          error={errors.method}
          onChange={(event) => set({ method: event.target.value as PaymentMethod | '' })}
        />
        <TextField label={COMMISSION_TEXT.paidAt} type="date" value={typed.paidAt} error={errors.paidAt} onChange={(event) => set({ paidAt: event.target.value })} />
      </div>
      <TextField label={COMMISSION_TEXT.note} optionalText={COMMISSION_TEXT.optional} value={typed.note} error={errors.note} onChange={(event) => set({ note: event.target.value })} />
      <div className="flex justify-end">
        <SubmitButton pending={pending} label={COMMISSION_TEXT.recordPayment} pendingLabel={COMMISSION_TEXT.recording} />
      </div>
    </form>
  );
}
