import { DomainError } from '../kernel/errors.ts';
import type { CommissionStage } from './stages.ts';

/**
 * Why the commission refused a command, with what the answer's message names (amounts in
 * cents, a stage, a day): the API words it in the request's language.
 */
export type CommissionRefusal =
  | { reason: 'deposit-not-paid'; dueCents: number; paidCents: number }
  | { reason: 'balance-not-paid'; dueCents: number; paidCents: number }
  | { reason: 'payment-needs-quote' }
  | { reason: 'back-past-payment'; stage: CommissionStage }
  | { reason: 'same-stage' }
  | { reason: 'no-quote' }
  | { reason: 'quote-expired'; validUntil: string }
  | { reason: 'quote-superseded' }
  | { reason: 'valid-until-past' }
  /** Her data was erased: nothing more is recorded about her commission (ADR 028). */
  | { reason: 'erased' };

export class CommissionRefused extends DomainError {
  override name = 'CommissionRefused';
  constructor(readonly refusal: CommissionRefusal) {
    super(`The commission refuses this: ${refusal.reason}`);
  }
}
