import type { DomainEvent } from '../kernel/decider.ts';
import type { PersonalDataErased, RequestType } from '../request/events.ts';
import type { CommissionStage, PaymentMethod } from './stages.ts';

export const COMMISSION_OPENED = 'CommissionOpened';
export const COMMISSION_STAGE_MOVED = 'CommissionStageMoved';
export const COMMISSION_QUOTE_SENT = 'CommissionQuoteSent';
export const COMMISSION_QUOTE_ACCEPTED = 'CommissionQuoteAccepted';
export const COMMISSION_PAYMENT_RECORDED = 'CommissionPaymentRecorded';
export const COMMISSION_FABRIC_ADDED = 'CommissionFabricAdded';
export const COMMISSION_FABRIC_CHOSEN = 'CommissionFabricChosen';

/**
 * What the staff write in their own words (an override's reason, a payment's note) may speak of
 * the client: sealed with the commission stream's key, erased with her (ADR 028).
 */
export const COMMISSION_STAGE_PII = ['overrideReason'] as const;
export const COMMISSION_PAYMENT_PII = ['note'] as const;

/** Every event names its commission: its request's key, `dress-12` or `concept-3`. */
interface CommissionData extends Record<string, unknown> {
  commissionId: string;
  at: string;
}

/**
 * Her request was approved: the commission exists from here on (ADR 065). Decided with the
 * verdict, in its append; `at` is the verdict's moment. Nothing personal: her name stays her
 * request's.
 */
export interface CommissionOpenedData extends CommissionData {
  requestType: RequestType;
  requestId: number;
}

/** `overrideReason` is set only when the move needed money not yet paid and went ahead anyway. */
export interface CommissionStageMovedData extends CommissionData {
  from: CommissionStage;
  to: CommissionStage;
  overrideReason: string | null;
}

export interface QuoteLineData {
  label: string;
  amountCents: number;
}

/** A quote sent to the client; its number grows with each, and the newest replaces the one before. */
export interface CommissionQuoteSentData extends CommissionData {
  quote: number;
  lines: QuoteLineData[];
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  /** yyyy-MM-dd, the last day she may accept it (Europe/Madrid). */
  validUntil: string;
}

export interface CommissionQuoteAcceptedData extends CommissionData {
  quote: number;
}

export interface CommissionPaymentRecordedData extends CommissionData {
  payment: number;
  amountCents: number;
  method: PaymentMethod;
  /** yyyy-MM-dd */
  paidAt: string;
  note: string | null;
}

export interface CommissionFabricAddedData extends CommissionData {
  fabric: number;
  name: string;
  supplier: string;
  composition: string;
  pricePerMetreCents: number;
  metres: number;
  /** The swatch photo's key in the blob store. */
  swatchKey: string;
}

export interface CommissionFabricChosenData extends CommissionData {
  fabric: number;
}

export type CommissionOpened = DomainEvent<typeof COMMISSION_OPENED, CommissionOpenedData>;
export type CommissionStageMoved = DomainEvent<typeof COMMISSION_STAGE_MOVED, CommissionStageMovedData>;
export type CommissionQuoteSent = DomainEvent<typeof COMMISSION_QUOTE_SENT, CommissionQuoteSentData>;
export type CommissionQuoteAccepted = DomainEvent<typeof COMMISSION_QUOTE_ACCEPTED, CommissionQuoteAcceptedData>;
export type CommissionPaymentRecorded = DomainEvent<typeof COMMISSION_PAYMENT_RECORDED, CommissionPaymentRecordedData>;
export type CommissionFabricAdded = DomainEvent<typeof COMMISSION_FABRIC_ADDED, CommissionFabricAddedData>;
export type CommissionFabricChosen = DomainEvent<typeof COMMISSION_FABRIC_CHOSEN, CommissionFabricChosenData>;

/** Every event a commission's stream holds, and its erasure. */
export type CommissionEvent =
  | CommissionOpened
  | CommissionStageMoved
  | CommissionQuoteSent
  | CommissionQuoteAccepted
  | CommissionPaymentRecorded
  | CommissionFabricAdded
  | CommissionFabricChosen
  | PersonalDataErased;

export const COMMISSION_EVENT_TYPES = [
  COMMISSION_OPENED,
  COMMISSION_STAGE_MOVED,
  COMMISSION_QUOTE_SENT,
  COMMISSION_QUOTE_ACCEPTED,
  COMMISSION_PAYMENT_RECORDED,
  COMMISSION_FABRIC_ADDED,
  COMMISSION_FABRIC_CHOSEN,
] as const;
