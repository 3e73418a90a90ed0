/**
 * The commission's vocabulary (docs/product.md#commissions). The contracts keep the same lists
 * for the schemas (contracts' commission.ts); `domain-vocabulary.test.ts` checks they agree.
 */
export const COMMISSION_STAGES = [
  'consultation',
  'design',
  'fabric',
  'deposit',
  'toile',
  'making',
  'fittings',
  'final-fitting',
  'balance',
  'delivered',
] as const;
export type CommissionStage = (typeof COMMISSION_STAGES)[number];

/** The stages that wait for money: `deposit` for the deposit, `balance` for the whole total. */
export const COMMISSION_PAYMENT_STAGES = ['deposit', 'balance'] as const satisfies readonly CommissionStage[];
export type CommissionPaymentStage = (typeof COMMISSION_PAYMENT_STAGES)[number];

export const PAYMENT_METHODS = ['transfer', 'bizum', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isCommissionStage = (value: string): value is CommissionStage => (COMMISSION_STAGES as readonly string[]).includes(value);
export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

export const stageIndex = (stage: CommissionStage): number => COMMISSION_STAGES.indexOf(stage);

/**
 * The earliest stage a commission may move back to: the last payment stage it has reached (a
 * payment taken is never undone by moving the dress back), or the first stage.
 */
export function earliestStageAfter(reached: CommissionStage): CommissionStage {
  const paymentStages = COMMISSION_PAYMENT_STAGES.filter((stage) => stageIndex(stage) <= stageIndex(reached));
  return paymentStages.at(-1) ?? 'consultation';
}

/**
 * A quote's deposit: total × percent / 100, rounded to the nearest cent, half a cent up. The
 * contracts' `depositCents` says the same for the screens; a test holds the two together.
 */
export const depositOf = (totalCents: number, depositPercent: number): number => Math.round((totalCents * depositPercent) / 100);
