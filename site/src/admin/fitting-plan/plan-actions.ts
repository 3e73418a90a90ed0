import type { CommissionPlan, Lang, PlanAccepted, PlanMilestone } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { eventsQuery } from '../calendar/events-query.ts';
import { queryFor } from '../query.ts';

/** GET /api/commissions/{id}/plan, one shared query per commission. */
export const planQuery = (commissionId: string) => queryFor<CommissionPlan>(`/api/commissions/${encodeURIComponent(commissionId)}/plan`);

/** What accepting ends in: the answer, or the refusal's message and the refused days by milestone. */
export type AcceptOutcome = { ok: true; accepted: PlanAccepted } | { ok: false; message: string; fields: Partial<Record<PlanMilestone, string>> };

/**
 * POST …/plan/accept with the days shown (edited or not). The Idempotency-Key is the caller's,
 * kept for a retry of the same days, so a repeat after a lost answer schedules nothing twice.
 * Once accepted, the plan and the calendar are read again.
 */
export async function acceptPlan(commissionId: string, items: { milestone: PlanMilestone; date: string }[], lang: Lang, key: string): Promise<AcceptOutcome> {
  try {
    const accepted = await apiFetch<PlanAccepted>(`/api/commissions/${encodeURIComponent(commissionId)}/plan/accept`, {
      method: 'POST',
      body: { items },
      headers: { 'Idempotency-Key': key },
      lang,
    });
    await Promise.all([planQuery(commissionId).refetch(), eventsQuery.refetch()]);
    return { ok: true, accepted };
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    const fields: Partial<Record<PlanMilestone, string>> = {};
    for (const issue of error.issues) {
      const index = /^items\.(\d+)\.date$/.exec(issue.path)?.[1];
      const item = index === undefined ? undefined : items[Number(index)];
      if (item) fields[item.milestone] = issue.message;
    }
    return { ok: false, message: error.serverMessage ?? error.message, fields };
  }
}
