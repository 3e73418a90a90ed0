import type { PaymentProvider } from './payment-provider.ts';

/**
 * Payments recorded by hand (docs/product.md#commissions): she pays outside the site, and the
 * staff record what arrived with `POST /api/commissions/{id}/payments`. No checkout.
 */
export const manualPayments: PaymentProvider = {
  id: 'manual',
  checkout: () => Promise.resolve(null),
  record: ({ commissionId, amountCents, method, paidAt, note, at }) => ({
    type: 'RecordCommissionPayment',
    data: { commissionId, amountCents, method, paidAt, ...(note === undefined ? {} : { note }), at },
  }),
};
