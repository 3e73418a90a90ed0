import { COMMISSION_STAGES, type CommissionCard, type CommissionStage } from '@atelier/contracts';

/**
 * The board's columns: every stage in order, each with its cards in the order the API gives
 * them (by occasion date, none last). A stage with no card still has its column.
 */
export function columnsOf(cards: readonly CommissionCard[]): { stage: CommissionStage; cards: CommissionCard[] }[] {
  return COMMISSION_STAGES.map((stage) => ({ stage, cards: cards.filter((card) => card.stage === stage) }));
}

/** The stage a phone shows first: the first one with a card, or the first stage. */
export function firstBusyStage(cards: readonly CommissionCard[]): CommissionStage {
  return COMMISSION_STAGES.find((stage) => cards.some((card) => card.stage === stage)) ?? COMMISSION_STAGES[0];
}
