import type { CommissionDetail } from '@atelier/contracts';
import { requestOfCommission } from '@atelier/domain';
import { commissionFabrics, commissionHistory, commissionPayments, findCommission, listUsers, type CommissionView } from '@atelier/projections';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound, requestErased } from '../errors.ts';
import { atelierToday } from '@atelier/contracts/dates';
import { pathKey } from '../input/path-params.ts';
import { toCommissionDetail } from './answers.ts';

/**
 * The one gate of /api/commissions/{id} (ADR 065). A commission exists once CommissionOpened is
 * in its read model; any other id (`gown-3`, `dress-012`, a request never approved) is 404.
 * Commands need no gate: the commission's decider refuses them itself (404 before it is opened,
 * 409 `request_erased` once erased). Reads use one of these two:
 * - `commissionRecord`: the commission's own record (its card, detail and swatches), which
 *   stays readable once her data is erased, marked erased and without her name or notes;
 * - `liveCommission`: what would bring her back (planning her fittings, her measurements),
 *   409 `request_erased` once erased, as any command on it.
 */
export async function commissionRecord(ctx: Pick<AppContext, 'store'>, c: Context<AppEnv>): Promise<CommissionView> {
  const view = await findCommission(ctx.store, commissionIdIn(c));
  if (!view) throw notFound('commissionNotFound');
  return view;
}

export async function liveCommission(ctx: Pick<AppContext, 'store'>, c: Context<AppEnv>): Promise<CommissionView> {
  const view = await commissionRecord(ctx, c);
  if (view.erased) throw requestErased();
  return view;
}

/** The commission a path names (`dress-12`); a name that is no request key (`gown-3`, `dress-012`) names none: 404. */
export const commissionIdIn = (c: Context<AppEnv>): string =>
  pathKey(c, 'id', (value): value is string => requestOfCommission(value) !== null, () => notFound('commissionNotFound'));

/** GET /api/commissions/{id}: the commission, its payments, fabrics and history, in her language's terms. */
export async function commissionDetail(ctx: Pick<AppContext, 'store' | 'now'>, view: CommissionView): Promise<CommissionDetail> {
  const [log, payments, fabrics, users] = await Promise.all([
    commissionHistory(ctx.store, view.streamId),
    commissionPayments(ctx.store, view.streamId),
    commissionFabrics(ctx.store.db, view.streamId),
    listUsers(ctx.store.db),
  ]);
  const usernames = new Map(users.map((user) => [user.id, user.username]));
  return toCommissionDetail({ view, log, payments, fabrics, today: atelierToday(ctx.now()), lang: view.lang, username: (actor) => usernames.get(actor) ?? null });
}
