import type { DomainCommand } from '../kernel/command.ts';
import type { RequestType } from '../request/events.ts';
import type { QuoteLineData } from './events.ts';
import type { CommissionStage, PaymentMethod } from './stages.ts';

/** The verdict that approves her request opens its commission; opening one already open changes nothing (ADR 065). */
export type OpenCommission = DomainCommand<'OpenCommission', { commissionId: string; requestType: RequestType; requestId: number; at: string }>;

/** `overrideReason`: go ahead although the deposit or the total is not paid yet; the history records it. */
export type MoveCommissionStage = DomainCommand<'MoveCommissionStage', { commissionId: string; stage: CommissionStage; overrideReason?: string; at: string }>;

/** `today` (yyyy-MM-dd, Europe/Madrid): a quote valid until a day already past is refused. */
export type SendCommissionQuote = DomainCommand<
  'SendCommissionQuote',
  { commissionId: string; lines: QuoteLineData[]; depositPercent: number; validUntil: string; today: string; at: string }
>;

/** Her click: `quote` is the number of the quote she read; `today` decides whether it expired. */
export type AcceptCommissionQuote = DomainCommand<'AcceptCommissionQuote', { commissionId: string; quote: number; today: string; at: string }>;

export type RecordCommissionPayment = DomainCommand<
  'RecordCommissionPayment',
  { commissionId: string; amountCents: number; method: PaymentMethod; paidAt: string; note?: string; at: string }
>;

export type AddCommissionFabric = DomainCommand<
  'AddCommissionFabric',
  { commissionId: string; name: string; supplier: string; composition: string; pricePerMetreCents: number; metres: number; swatchKey: string; at: string }
>;

export type ChooseCommissionFabric = DomainCommand<'ChooseCommissionFabric', { commissionId: string; fabric: number; at: string }>;

export type CommissionCommand =
  | OpenCommission
  | MoveCommissionStage
  | SendCommissionQuote
  | AcceptCommissionQuote
  | RecordCommissionPayment
  | AddCommissionFabric
  | ChooseCommissionFabric;
