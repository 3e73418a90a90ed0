import * as v from 'valibot';
import { MAX_LENGTH, dateField, optionalText, requiredPicklist, requiredText } from './fields.ts';
import type { Lang } from './i18n.ts';
import { localized } from './messages.ts';
import type { Occasion } from './occasions.ts';
import type { RequestType } from './request-status.ts';
import { UPLOAD_RULES, type UploadRule } from './uploads.ts';
import { COMMISSION_STAGES, PAYMENT_METHODS, type CommissionPaymentStage, type CommissionStage, type PaymentMethod } from './commission-words.ts';

/**
 * The commission (docs/product.md#commissions): what follows an approved request, from the
 * first consultation to the delivered dress. Its id is its request's key, `dress-12` or
 * `concept-3`; money is integer euro cents (`money.ts` formats it).
 */

export * from './commission-words.ts';

/** Limits: generous for a dress, and they keep absurd numbers out of the event store. */
export const COMMISSION_LIMITS = {
  /** 100.000,00 € : no line, total or payment goes above it. */
  maxAmountCents: 10_000_000,
  maxQuoteLines: 30,
  defaultDepositPercent: 50,
  maxOverrideReason: 500,
  maxPaymentNote: 500,
  maxFabricMetres: 100,
} as const;

const cents = (key: 'amountCents' | 'quoteLineAmount' | 'pricePerMetre', min: number) =>
  v.pipe(
    v.number(localized(key, { max: COMMISSION_LIMITS.maxAmountCents })),
    v.integer(localized(key, { max: COMMISSION_LIMITS.maxAmountCents })),
    v.minValue(min, localized(key, { max: COMMISSION_LIMITS.maxAmountCents })),
    v.maxValue(COMMISSION_LIMITS.maxAmountCents, localized(key, { max: COMMISSION_LIMITS.maxAmountCents })),
  );

/**
 * POST /api/commissions/{id}/stage, sent with `If-Match`. `override.reason` lets a move to or
 * past `deposit` or `balance` go ahead before the money is in; the history records the reason.
 */
export const commissionStageMoveSchema = v.object({
  stage: requiredPicklist(COMMISSION_STAGES, 'commissionStage'),
  override: v.optional(
    v.object({ reason: requiredText('overrideReason', 3, COMMISSION_LIMITS.maxOverrideReason) }, localized('overrideReason')),
  ),
});
export type CommissionStageMove = v.InferOutput<typeof commissionStageMoveSchema>;

export const quoteLineSchema = v.object({
  label: requiredText('quoteLineLabel', 1, MAX_LENGTH.line),
  amountCents: cents('quoteLineAmount', 0),
});
export type QuoteLine = v.InferOutput<typeof quoteLineSchema>;

/**
 * POST /api/commissions/{id}/quote: saves the quote and sends it to her (a new quote replaces
 * the one before; she can only accept the newest). The total is the sum of the lines, more than 0.
 */
export const commissionQuoteSchema = v.pipe(
  v.object({
    lines: v.pipe(
      v.array(quoteLineSchema, localized('quoteLines', { max: COMMISSION_LIMITS.maxQuoteLines })),
      v.minLength(1, localized('quoteLines', { max: COMMISSION_LIMITS.maxQuoteLines })),
      v.maxLength(COMMISSION_LIMITS.maxQuoteLines, localized('quoteLines', { max: COMMISSION_LIMITS.maxQuoteLines })),
    ),
    depositPercent: v.optional(
      v.pipe(v.number(localized('depositPercent')), v.integer(localized('depositPercent')), v.minValue(0, localized('depositPercent')), v.maxValue(100, localized('depositPercent'))),
      COMMISSION_LIMITS.defaultDepositPercent,
    ),
    validUntil: dateField('validUntilRequired'),
  }),
  v.forward(
    v.check(
      (quote) => {
        const total = quote.lines.reduce((sum, line) => sum + line.amountCents, 0);
        return total > 0 && total <= COMMISSION_LIMITS.maxAmountCents;
      },
      localized('quoteTotal', { max: COMMISSION_LIMITS.maxAmountCents }),
    ),
    ['lines'],
  ),
);
export type CommissionQuoteInput = v.InferInput<typeof commissionQuoteSchema>;
export type CommissionQuoteOutput = v.InferOutput<typeof commissionQuoteSchema>;

/** POST /api/commissions/{id}/payments: a payment recorded by hand. `paidAt` is the day it was paid (Europe/Madrid). */
export const commissionPaymentSchema = v.object({
  amountCents: cents('amountCents', 1),
  method: requiredPicklist(PAYMENT_METHODS, 'paymentMethod'),
  paidAt: dateField('paidAtRequired'),
  note: optionalText(COMMISSION_LIMITS.maxPaymentNote),
});
export type CommissionPaymentInput = v.InferOutput<typeof commissionPaymentSchema>;

const numberField = (key: 'pricePerMetre' | 'fabricMetres', parse: (value: string) => number, valid: (value: number) => boolean) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()], localized(key, { max: COMMISSION_LIMITS.maxAmountCents })), ''),
    v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : parse(value.trim()))),
    v.check(valid, localized(key, { max: COMMISSION_LIMITS.maxAmountCents, metres: COMMISSION_LIMITS.maxFabricMetres })),
  );

/** Whole cents, written as digits only: "1850" is 18,50 € a metre. */
const parseCents = (value: string): number => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);
/** Metres with at most two decimals, a point or a comma: "3", "2.5", "2,75". */
const parseMetres = (value: string): number => (/^\d{1,3}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN);

/**
 * POST /api/commissions/{id}/fabrics (multipart/form-data): the option's fields, and its swatch
 * photo in the `swatch` field (`COMMISSION_SWATCH_UPLOAD`). Numbers arrive as form text.
 */
export const commissionFabricSchema = v.object({
  name: requiredText('fabricName', 1, MAX_LENGTH.name),
  supplier: requiredText('fabricSupplier', 1, MAX_LENGTH.name),
  composition: requiredText('fabricComposition', 1, MAX_LENGTH.line),
  pricePerMetreCents: numberField('pricePerMetre', parseCents, (value) => Number.isSafeInteger(value) && value >= 0 && value <= COMMISSION_LIMITS.maxAmountCents),
  metres: numberField('fabricMetres', parseMetres, (value) => Number.isFinite(value) && value > 0 && value <= COMMISSION_LIMITS.maxFabricMetres),
  lang: v.optional(v.string()),
});
export type CommissionFabricInput = v.InferOutput<typeof commissionFabricSchema>;

/** The swatch: one image, required, 10 MB like the gallery's. */
export const COMMISSION_SWATCH_UPLOAD: UploadRule = { ...UPLOAD_RULES.galleryImage, field: 'swatch' };

/** POST /api/my-request/quote/accept: the number of the quote she read, so a replaced one is refused, not accepted blindly. */
export const quoteAcceptSchema = v.object({
  quote: v.pipe(v.number(localized('quoteNumber')), v.integer(localized('quoteNumber')), v.minValue(1, localized('quoteNumber'))),
});
export type QuoteAccept = v.InferOutput<typeof quoteAcceptSchema>;

/** A fabric option's cost: price per metre × metres, rounded to the nearest cent (half up). */
export const fabricCostCents = (pricePerMetreCents: number, metres: number): number => Math.round(pricePerMetreCents * metres);

// ---------------------------------------------------------------- answers

/** What is due next: the deposit until it is paid, then the balance; null once all is paid or there is no quote. */
export interface CommissionAmountDue {
  kind: CommissionPaymentStage;
  cents: number;
}

/** One card of GET /api/commissions (staff, no-store), ordered by occasion date (none last). */
export interface CommissionCard {
  /** The request's key: `dress-12`, `concept-3`. */
  id: string;
  requestType: RequestType;
  requestId: number;
  /** '[erased]' once her personal data is erased (`erased`). */
  clientName: string;
  erased: boolean;
  /** A dress order's occasion and its day; null for a concept, which has none. */
  occasion: Occasion | null;
  occasionDate: string | null;
  /** Whole days from today in Europe/Madrid to the occasion (negative once past); null without a date. */
  daysLeft: number | null;
  amountDue: CommissionAmountDue | null;
  stage: CommissionStage;
  /** The stream's version: the `If-Match` of a stage move (`"7"`). */
  version: number;
}

export interface CommissionQuoteLine {
  label: string;
  amountCents: number;
}

/** A sent quote. Quotes are numbered from 1; a new one replaces the last. */
export interface CommissionQuote {
  number: number;
  lines: CommissionQuoteLine[];
  totalCents: number;
  depositPercent: number;
  /** `depositCents(totalCents, depositPercent)` from money.ts. */
  depositCents: number;
  /** yyyy-MM-dd: she may accept it until the end of that day (Europe/Madrid). */
  validUntil: string;
  sentAt: string;
  acceptedAt: string | null;
}

export interface CommissionPayment {
  /** Numbered from 1 within the commission. */
  number: number;
  amountCents: number;
  method: PaymentMethod;
  /** yyyy-MM-dd */
  paidAt: string;
  note: string | null;
  recordedAt: string;
}

export interface CommissionFabric {
  /** Numbered from 1 within the commission: the `{fabricId}` of her choice. */
  id: number;
  name: string;
  supplier: string;
  composition: string;
  pricePerMetreCents: number;
  metres: number;
  /** `fabricCostCents(pricePerMetreCents, metres)` */
  costCents: number;
  /** GET it with the staff session: /api/commissions/{id}/fabrics/{fabricId}/swatch */
  swatchUrl: string;
  addedAt: string;
}

/** One line of the commission's history, newest last. `by` is the staff member's username (null: the client). */
export type CommissionHistoryEntry =
  | { kind: 'opened'; at: string; by: string | null }
  | { kind: 'stage-moved'; at: string; by: string | null; from: CommissionStage; to: CommissionStage; overrideReason: string | null }
  | { kind: 'quote-sent'; at: string; by: string | null; quote: number; totalCents: number }
  | { kind: 'quote-accepted'; at: string; by: string | null; quote: number }
  | { kind: 'payment-recorded'; at: string; by: string | null; payment: number; amountCents: number; method: PaymentMethod }
  | { kind: 'fabric-added'; at: string; by: string | null; fabric: number; name: string }
  | { kind: 'fabric-chosen'; at: string; by: string | null; fabric: number; name: string };

/** GET /api/commissions/{id} (staff, no-store; its ETag is `"<version>"`). */
export interface CommissionDetail extends CommissionCard {
  /** Her language: her mails speak it. */
  lang: Lang;
  /** The earliest stage it may move back to: the last payment stage it reached, or `consultation`. */
  earliestStage: CommissionStage;
  quote: CommissionQuote | null;
  payments: CommissionPayment[];
  paidCents: number;
  /** The quote's total minus what is paid, never below 0; the whole of what is paid is kept in `paidCents`. */
  remainingCents: number;
  fabrics: CommissionFabric[];
  chosenFabricId: number | null;
  history: CommissionHistoryEntry[];
}

/** Her page's `commission` (GET /api/my-request): her part only. No supplier, prices per metre, notes, history or staff names. */
export interface MyRequestCommission {
  /** Show it with COMMISSION_STAGE_NAMES and COMMISSION_STAGE_DESCRIPTIONS on the progress line of COMMISSION_STAGES. */
  stage: CommissionStage;
  /** The newest quote; `acceptable` is false once accepted or past `validUntil`. */
  quote: (CommissionQuote & { expired: boolean; acceptable: boolean }) | null;
  fabrics: MyRequestFabric[];
  chosenFabricId: number | null;
  /** Her payments: amount, method and day only. */
  payments: { amountCents: number; method: PaymentMethod; paidAt: string }[];
  paidCents: number;
  remainingCents: number;
  amountDue: CommissionAmountDue | null;
}

export interface MyRequestFabric {
  id: number;
  name: string;
  composition: string;
  metres: number;
  /** GET it with her session: /api/my-request/fabrics/{id}/swatch */
  swatchUrl: string;
}

/**
 * What every commission command answers (the staff's four POSTs and her two), made from the
 * commission as the command left it (ADR 036). The answer comes once the read models include
 * the change, so a GET right after shows it.
 */
export interface CommissionChange {
  id: string;
  stage: CommissionStage;
  /** The new version: the next `If-Match`. */
  version: number;
  paidCents: number;
  /** The newest quote's number and whether it is accepted; null before the first. */
  quote: { number: number; totalCents: number; depositCents: number; validUntil: string; acceptedAt: string | null } | null;
  fabricCount: number;
  chosenFabricId: number | null;
}
