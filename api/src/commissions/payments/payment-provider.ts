import type { PaymentMethod } from '@atelier/contracts';
import type { RecordCommissionPayment } from '@atelier/domain';

/** A payment as a provider (or the staff, by hand) confirms it: money that has arrived. */
interface ConfirmedPayment {
  commissionId: string;
  amountCents: number;
  method: PaymentMethod;
  /** yyyy-MM-dd (Europe/Madrid): the day the money was paid. */
  paidAt: string;
  note?: string;
  /** When it is recorded (an ISO instant). */
  at: string;
}

/** Where the client is sent to pay, when a provider takes her payment online. */
interface CheckoutStart {
  commissionId: string;
  amountCents: number;
  lang: 'es' | 'en';
  /** Her page, where the provider sends her back. */
  returnUrl: string;
}

/**
 * The seam for taking payments (docs/decisions/050-payment-provider-seam.md). Today the one
 * provider is the staff's hand (`manualPayments`): the client pays by transfer, Bizum, cash or
 * card in the workroom, and the staff record it. A provider such as Stripe or Redsys would
 * start a checkout for the amount due, and, when its signed notification arrives, confirm the
 * payment through `record`: every payment, by hand or online, becomes the same
 * `RecordCommissionPayment` on the commission, so the rules (deposit, balance) never change.
 */
export interface PaymentProvider {
  readonly id: string;
  /** The address she pays at, or null when she pays outside the site (by hand). */
  checkout(start: CheckoutStart): Promise<{ redirectUrl: string } | null>;
  /** The command that records a confirmed payment. */
  record(payment: ConfirmedPayment): RecordCommissionPayment;
}
