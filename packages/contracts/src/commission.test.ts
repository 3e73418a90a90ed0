import type * as domain from '@atelier/domain';
import { depositOf } from '@atelier/domain';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  PAYMENT_METHODS} from './commission.ts';
import {
  COMMISSION_STAGE_DESCRIPTIONS,
  COMMISSION_STAGE_NAMES,
  COMMISSION_STAGES,
  commissionFabricSchema,
  commissionPaymentSchema,
  commissionQuoteSchema,
  commissionStageMoveSchema,
  type COMMISSION_PAYMENT_STAGES,
} from './commission.ts';
import { depositCents } from './money.ts';

type Member<List extends readonly unknown[]> = List[number];

describe('the commission vocabulary', () => {
  it('agrees with the domain (tsc checks the types)', () => {
    expectTypeOf<Member<typeof COMMISSION_STAGES>>().toEqualTypeOf<domain.CommissionStage>();
    expectTypeOf<Member<typeof COMMISSION_PAYMENT_STAGES>>().toEqualTypeOf<domain.CommissionPaymentStage>();
    expectTypeOf<Member<typeof PAYMENT_METHODS>>().toEqualTypeOf<domain.PaymentMethod>();
  });

  it('rounds a deposit as the domain does', () => {
    for (const [total, percent] of [[125_001, 50], [99_999, 30], [100_001, 33], [1, 50], [3, 50]] as const) {
      expect(depositCents(total, percent)).toBe(depositOf(total, percent));
    }
  });

  it('names and describes every stage in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const stage of COMMISSION_STAGES) {
        expect(COMMISSION_STAGE_NAMES[lang][stage]).not.toBe('');
        expect(COMMISSION_STAGE_DESCRIPTIONS[lang][stage].length).toBeGreaterThan(10);
      }
    }
  });
});

const messagesOf = (result: { issues?: readonly { message: string }[] }) => (result.issues ?? []).map((issue) => issue.message);

describe('commission inputs', () => {
  it('a stage move: a stage of the list, an override only with a reason', () => {
    expect(v.parse(commissionStageMoveSchema, { stage: 'deposit', override: { reason: ' Paga mañana ' } })).toEqual({ stage: 'deposit', override: { reason: 'Paga mañana' } });
    expect(messagesOf(v.safeParse(commissionStageMoveSchema, { stage: 'ironing' }, { lang: 'en' }))).toEqual(['Choose one of the commission stages']);
    expect(messagesOf(v.safeParse(commissionStageMoveSchema, { stage: 'deposit', override: { reason: ' ' } }, { lang: 'es' }))).toEqual([
      'Indica el motivo de la excepción en 3 a 500 caracteres',
    ]);
  });

  it('a quote: 50 % by default, a total above nothing, whole cents', () => {
    const quote = v.parse(commissionQuoteSchema, { lines: [{ label: 'Diseño', amountCents: 125_000 }], validUntil: '2026-12-31' });
    expect(quote.depositPercent).toBe(50);
    expect(messagesOf(v.safeParse(commissionQuoteSchema, { lines: [{ label: 'Regalo', amountCents: 0 }], validUntil: '2026-12-31' }, { lang: 'en' }))).toEqual([
      'The quote total must be more than 0 and at most 10000000 cents',
    ]);
    expect(messagesOf(v.safeParse(commissionQuoteSchema, { lines: [{ label: 'x', amountCents: 1.5 }], validUntil: '2026-02-30', depositPercent: 120 }, { lang: 'en' }))).toEqual([
      'A line amount is a whole number of cents from 0 to 10000000',
      'The deposit is a whole percentage from 0 to 100',
      'Please enter a valid date (yyyy-MM-dd)',
    ]);
  });

  it('a payment: an amount of at least a cent, a method of the list, a day', () => {
    expect(v.parse(commissionPaymentSchema, { amountCents: 62_500, method: 'bizum', paidAt: '2026-11-28', note: ' ' })).toEqual({ amountCents: 62_500, method: 'bizum', paidAt: '2026-11-28', note: undefined });
    expect(messagesOf(v.safeParse(commissionPaymentSchema, { amountCents: 0, method: 'cheque', paidAt: '' }, { lang: 'en' }))).toEqual([
      'An amount is a whole number of cents from 1 to 10000000',
      'Choose bank transfer, Bizum, cash or card',
      'Give the day of the payment',
      'Please enter a valid date (yyyy-MM-dd)',
    ]);
  });

  it('a fabric option from a form: cents as digits, metres with a point or a comma', () => {
    const fabric = v.parse(commissionFabricSchema, { name: 'Mikado', supplier: 'Tejidos Gómez', composition: '100 % seda', pricePerMetreCents: '4500', metres: '2,75' });
    expect(fabric).toMatchObject({ pricePerMetreCents: 4_500, metres: 2.75 });
    expect(messagesOf(v.safeParse(commissionFabricSchema, { name: 'Mikado', supplier: 'G', composition: 'seda', pricePerMetreCents: '45.5', metres: '0' }, { lang: 'en' }))).toEqual([
      'The price per metre is a whole number of cents from 0 to 10000000',
      'The metres needed are a number above 0 and up to 100, with at most two decimals',
    ]);
  });
});
