import type { CommissionDetail } from '@atelier/contracts';
import { requestOfCommission } from '@atelier/domain';
import { commissionLog, findCommission, listUsers, type CommissionView } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { atelierToday } from '../atelier-day.ts';
import { herStreamFacts } from '../my-request/her-stream.ts';
import { toCommissionDetail } from './answers.ts';

/**
 * The commission a path names (`dress-12`): one whose request was approved, else 404. A name
 * that is no request key (`gown-3`, `dress-012`) names none either.
 */
export async function commissionNamed(ctx: Pick<AppContext, 'store'>, commissionId: string): Promise<CommissionView> {
  const view = requestOfCommission(commissionId) ? await findCommission(ctx.store, commissionId) : null;
  if (!view) throw notFound('commissionNotFound');
  return view;
}

/** GET /api/commissions/{id}: the commission, its payments, fabrics and history, in her language's terms. */
export async function commissionDetail(ctx: Pick<AppContext, 'store' | 'now'>, commissionId: string): Promise<CommissionDetail> {
  const view = await commissionNamed(ctx, commissionId);
  const [log, users, facts] = await Promise.all([commissionLog(ctx.store, view.streamId), listUsers(ctx.store.db), herStreamFacts(ctx.store, view.requestStreamId)]);
  const usernames = new Map(users.map((user) => [user.id, user.username]));
  return toCommissionDetail({ view, log, today: atelierToday(ctx.now()), lang: facts.lang, username: (actor) => usernames.get(actor) ?? null });
}
