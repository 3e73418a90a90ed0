import type { MyRequestCommission } from '@atelier/contracts';
import { commissionLog, findCommissionOfRequest, type CommissionsReader } from '@atelier/projections';
import { amountDue, fabricsOf, paymentsOf, quoteOf, remainingCents } from '../commissions/answers.ts';

/**
 * Her page's `commission` (docs/product.md#commissions): the stage, the newest quote and
 * whether she may still accept it, the fabric options to choose from, and the money. Nothing
 * internal: no supplier or price per metre, no notes, no history, no staff names. Undefined
 * while her request has no commission (not approved) or once it is erased.
 */
export async function herCommission(reader: CommissionsReader, requestStreamId: string, today: string): Promise<MyRequestCommission | undefined> {
  const view = await findCommissionOfRequest(reader, requestStreamId);
  if (!view || view.erased) return undefined;
  const log = await commissionLog(reader, view.streamId);
  const quote = quoteOf(view);
  const expired = quote !== null && today > quote.validUntil;
  return {
    stage: view.stage,
    quote: quote && { ...quote, expired, acceptable: !expired && quote.acceptedAt === null },
    fabrics: fabricsOf(view.commissionId, log).map(({ id, name, composition, metres }) => ({ id, name, composition, metres, swatchUrl: `/api/my-request/fabrics/${id}/swatch` })),
    chosenFabricId: view.chosenFabric,
    payments: paymentsOf(log).map(({ amountCents, method, paidAt }) => ({ amountCents, method, paidAt })),
    paidCents: view.paidCents,
    remainingCents: remainingCents(view.quote, view.paidCents),
    amountDue: amountDue(view.quote, view.paidCents),
  };
}
