import type {
  CommissionAmountDue,
  CommissionCard,
  CommissionChange,
  CommissionDetail,
  CommissionFabric,
  CommissionHistoryEntry,
  CommissionPayment,
  CommissionQuote,
  Lang,
  Occasion,
} from '@atelier/contracts';
import { fabricCostCents } from '@atelier/contracts';
import {
  COMMISSION_FABRIC_ADDED,
  COMMISSION_FABRIC_CHOSEN,
  COMMISSION_PAYMENT_RECORDED,
  COMMISSION_QUOTE_ACCEPTED,
  COMMISSION_QUOTE_SENT,
  COMMISSION_STAGE_MOVED,
  earliestStageAfter,
  type CommissionFabricAddedData,
  type CommissionPaymentRecordedData,
  type CommissionQuoteSentData,
  type CommissionStageMovedData,
  type CommissionState,
} from '@atelier/domain';
import type { CommissionLogEntry, CommissionView } from '@atelier/projections';
import { daysBetween } from '@atelier/contracts/dates';

/** What is due next: the deposit until it is paid, then the rest of the total; null before a quote and once all is paid. */
export function amountDue(quote: Pick<CommissionQuote, 'totalCents' | 'depositCents'> | null, paidCents: number): CommissionAmountDue | null {
  if (!quote) return null;
  if (paidCents < quote.depositCents) return { kind: 'deposit', cents: quote.depositCents - paidCents };
  if (paidCents < quote.totalCents) return { kind: 'balance', cents: quote.totalCents - paidCents };
  return null;
}

/** The quote's total minus what is paid, never below 0. */
export const remainingCents = (quote: Pick<CommissionQuote, 'totalCents'> | null, paidCents: number): number => Math.max(0, (quote?.totalCents ?? 0) - paidCents);

export function toCommissionCard(view: CommissionView, today: string): CommissionCard {
  const dress = view.requestType === 'dress';
  const occasionDate = dress ? view.occasionDate : null;
  return {
    id: view.commissionId,
    requestType: view.requestType,
    requestId: view.requestId,
    clientName: view.clientName,
    erased: view.erased,
    occasion: dress ? (view.occasion as Occasion | null) : null,
    occasionDate,
    daysLeft: occasionDate ? daysBetween(today, occasionDate) : null,
    amountDue: amountDue(view.quote, view.paidCents),
    stage: view.stage,
    version: view.version,
  };
}

/** Her payments, in the order they were recorded. */
const paymentAnswer = (data: CommissionPaymentRecordedData): CommissionPayment => ({
  number: data.payment,
  amountCents: data.amountCents,
  method: data.method,
  paidAt: data.paidAt,
  note: data.note,
  recordedAt: data.at,
});

/** A fabric option, with where the staff see its swatch. */
const fabricAnswer = (commissionId: string, data: CommissionFabricAddedData): CommissionFabric => ({
  id: data.fabric,
  name: data.name,
  supplier: data.supplier,
  composition: data.composition,
  pricePerMetreCents: data.pricePerMetreCents,
  metres: data.metres,
  costCents: fabricCostCents(data.pricePerMetreCents, data.metres),
  swatchUrl: `/api/commissions/${commissionId}/fabrics/${data.fabric}/swatch`,
  addedAt: data.at,
});

export const quoteOf = (view: CommissionView): CommissionQuote | null => (view.quote ? { ...view.quote } : null);

/** One line of history per event; `by` is a staff username, null for the client (or an account since removed). */
function historyOf(view: CommissionView, log: readonly CommissionLogEntry[], username: (actor: string) => string | null): CommissionHistoryEntry[] {
  const opened: CommissionHistoryEntry = { kind: 'opened', at: view.openedAt, by: username(view.openedBy) };
  return [
    opened,
    ...log.flatMap((entry): CommissionHistoryEntry[] => {
      const by = username(entry.actor);
      const at = String(entry.data.at);
      switch (entry.type) {
        case COMMISSION_STAGE_MOVED: {
          const data = entry.data as CommissionStageMovedData;
          return [{ kind: 'stage-moved', at, by, from: data.from, to: data.to, overrideReason: typeof data.overrideReason === 'string' ? data.overrideReason : null }];
        }
        case COMMISSION_QUOTE_SENT: {
          const data = entry.data as CommissionQuoteSentData;
          return [{ kind: 'quote-sent', at, by, quote: data.quote, totalCents: data.totalCents }];
        }
        case COMMISSION_QUOTE_ACCEPTED:
          return [{ kind: 'quote-accepted', at, by, quote: Number(entry.data.quote) }];
        case COMMISSION_PAYMENT_RECORDED: {
          const data = entry.data as CommissionPaymentRecordedData;
          return [{ kind: 'payment-recorded', at, by, payment: data.payment, amountCents: data.amountCents, method: data.method }];
        }
        case COMMISSION_FABRIC_ADDED: {
          const data = entry.data as CommissionFabricAddedData;
          return [{ kind: 'fabric-added', at, by, fabric: data.fabric, name: data.name }];
        }
        case COMMISSION_FABRIC_CHOSEN: {
          const fabric = Number(entry.data.fabric);
          return [{ kind: 'fabric-chosen', at, by, fabric, name: entry.fabricName ?? '' }];
        }
        default:
          return [];
      }
    }),
  ];
}

export interface DetailFacts {
  view: CommissionView;
  log: readonly CommissionLogEntry[];
  payments: readonly CommissionPaymentRecordedData[];
  fabrics: readonly CommissionFabricAddedData[];
  today: string;
  lang: Lang;
  username(actor: string): string | null;
}

export function toCommissionDetail({ view, log, payments, fabrics, today, lang, username }: DetailFacts): CommissionDetail {
  return {
    ...toCommissionCard(view, today),
    lang,
    earliestStage: earliestStageAfter(view.reached),
    quote: quoteOf(view),
    payments: payments.map(paymentAnswer),
    paidCents: view.paidCents,
    remainingCents: remainingCents(view.quote, view.paidCents),
    fabrics: fabrics.map((fabric) => fabricAnswer(view.commissionId, fabric)),
    chosenFabricId: view.chosenFabric,
    history: historyOf(view, log, username),
  };
}

/** A command's answer, from the state its events leave (ADR 036). */
export const commissionChange =
  (commissionId: string) =>
  (state: CommissionState, version: number): CommissionChange & Record<string, unknown> => ({
    id: commissionId,
    stage: state.stage,
    version,
    paidCents: state.paidCents,
    quote: state.quote && { number: state.quote.number, totalCents: state.quote.totalCents, depositCents: state.quote.depositCents, validUntil: state.quote.validUntil, acceptedAt: state.quote.acceptedAt },
    fabricCount: state.fabrics,
    chosenFabricId: state.chosenFabric,
  });
