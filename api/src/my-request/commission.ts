import type { MyRequestCommission } from '@atelier/contracts';
import { commissionFabrics, commissionPayments, findCommissionOfRequest, type CommissionsReader } from '@atelier/projections';
import { amountDue, quoteOf, remainingCents } from '../commissions/answers.ts';

/**
 * Her page's `commission` (docs/product.md#commissions): the stage, the newest quote and
 * whether she may still accept it, the fabric options to choose from, and the money. Nothing
 * internal: no supplier or price per metre, no notes, no history, no staff names. Undefined
 * while her request has no commission (not approved) or once it is erased.
 */
export async function herCommission(reader: CommissionsReader, requestStreamId: string, today: string): Promise<MyRequestCommission | undefined> {
  const view = await findCommissionOfRequest(reader, requestStreamId);
  if (!view || view.erased) return undefined;
  const [fabrics, payments] = await Promise.all([commissionFabrics(reader.db, view.streamId), commissionPayments(reader, view.streamId)]);
  const quote = quoteOf(view);
  const expired = quote !== null && today > quote.validUntil;
  return {
    stage: view.stage,
    quote: quote && { ...quote, expired, acceptable: !expired && quote.acceptedAt === null },
    fabrics: fabrics.map(({ fabric, name, composition, metres }) => ({ id: fabric, name, composition, metres, swatchUrl: `/api/my-request/fabrics/${fabric}/swatch` })),
    chosenFabricId: view.chosenFabric,
    payments: payments.map(({ amountCents, method, paidAt }) => ({ amountCents, method, paidAt })),
    paidCents: view.paidCents,
    remainingCents: remainingCents(view.quote, view.paidCents),
    amountDue: amountDue(view.quote, view.paidCents),
  };
}
