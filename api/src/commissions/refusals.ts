import { COMMISSION_STAGE_NAMES, formatMoney, type Lang, type MessageKey } from '@atelier/contracts';
import type { CommissionRefused } from '@atelier/domain';
import { longDate } from '@atelier/contracts/dates';
import { HttpError } from '../errors.ts';

/**
 * A commission's refusal as its answer (docs/product.md#commissions): 409 `change_not_allowed`,
 * the message naming the amounts, the stage or the day in the request's language.
 */
export function commissionRefusal(error: CommissionRefused, lang: Lang): HttpError {
  const refusal = error.refusal;
  const fail = (key: MessageKey, params?: Record<string, string>) => new HttpError('change_not_allowed', { key, params });
  switch (refusal.reason) {
    case 'deposit-not-paid':
    case 'balance-not-paid':
      return fail(refusal.reason === 'deposit-not-paid' ? 'depositNotPaid' : 'balanceNotPaid', {
        amount: formatMoney(refusal.dueCents, lang),
        paid: formatMoney(refusal.paidCents, lang),
      });
    case 'payment-needs-quote':
      return fail('paymentNeedsQuote');
    case 'back-past-payment':
      return fail('stageBackPastPayment', { stage: COMMISSION_STAGE_NAMES[lang][refusal.stage] });
    case 'same-stage':
      return fail('sameStage');
    case 'no-quote':
      return fail('noQuote');
    case 'quote-expired':
      return fail('quoteExpired', { date: longDate(refusal.validUntil, lang) });
    case 'quote-superseded':
      return fail('quoteSuperseded');
    case 'valid-until-past':
      return fail('validUntilPast');
  }
}
