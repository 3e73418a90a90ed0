import type { ApiError, CalendarEvent, CommissionPlan, PlanAccepted } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { beforeAll, expect, it } from 'vitest';
import { getJson } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { openOutbox } from '../testing/mail.ts';
import { createdId, errorBody, submitConcept, submitDressOrder } from '../testing/requests.ts';

const en = { 'accept-language': 'en' };
/** A Saturday wedding years away: 8 weeks, 4 weeks, 10 days and 5 days before are open days. */
const WEDDING = '2030-06-15';
const PROPOSAL = [
  { milestone: 'First Fitting', date: '2030-04-20' },
  { milestone: 'Second Fitting', date: '2030-05-18' },
  { milestone: 'Final Fitting', date: '2030-06-05' },
  { milestone: 'Delivery', date: '2030-06-10' },
] as const;

describeEachStore('the fitting plan: GET /api/commissions/{id}/plan and POST …/plan/accept', (kind) => {
  const shared = useTestApp(kind, { admin: true });
  // The outbox makes entries only from the events after it opens (ADR 045).
  beforeAll(() => openOutbox(shared.t));

  async function approvedDress(fullName: string): Promise<number> {
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName, eventDate: WEDDING }));
    expect((await shared.admin.patchJson(`/api/dress-orders/${id}/status`, { status: 'approved' })).status).toBe(200);
    return id;
  }
  const plan = (id: string) => getJson<CommissionPlan>(shared.admin, `/api/commissions/${id}/plan`);
  const accept = (id: string, body: unknown, headers?: HeadersInit) => shared.admin.postJson(`/api/commissions/${id}/plan/accept`, body, headers);
  const linkedEvents = async (id: number) => (await getJson<CalendarEvent[]>(shared.admin, '/api/events')).filter((e) => e.requestType === 'dress' && e.requestId === id);
  const invitations = async (id: number) =>
    shared.t.store.db.selectFrom('rm_mail_outbox').select(['template', 'params']).where('request_type', '=', 'dress').where('request_id', '=', id).where('template', '=', 'appointment').execute();

  it('proposes the plan back from the wedding, private, and only for staff and an approved request', async () => {
    const id = await approvedDress('Lucía Plan');
    const response = await shared.admin.get(`/api/commissions/dress-${id}/plan`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as CommissionPlan;
    expect(answer).toMatchObject({ commissionId: `dress-${id}`, occasionDate: WEDDING });
    expect(answer.steps.map(({ milestone, date, unplannable, onCalendar }) => ({ milestone, date, unplannable, onCalendar }))).toEqual(
      PROPOSAL.map((step) => ({ ...step, unplannable: null, onCalendar: null })),
    );
    expect(answer.steps[0]!.window).toEqual({ from: '2030-04-13', to: '2030-04-27' });

    expect((await shared.t.client().get(`/api/commissions/dress-${id}/plan`)).status).toBe(401);
    expect((await shared.t.client().postJson(`/api/commissions/dress-${id}/plan/accept`, {})).status).toBe(401);
    const pending = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Pending Paula', eventDate: WEDDING }));
    const notYet = await shared.admin.get(`/api/commissions/dress-${pending}/plan`, en);
    expect(notYet.status).toBe(404);
    expect(await errorBody(notYet)).toEqual({ code: 'not_found', message: 'No commission: the request does not exist or is not approved' });
    expect((await accept(`dress-${pending}`, {})).status).toBe(404);
  });

  it('says a concept without an occasion date has no plan, and refuses to accept one', async () => {
    const id = await createdId(submitConcept(shared.t.client(), { fullName: 'Concepta Sinfecha' }));
    expect((await shared.admin.patchJson(`/api/custom-concepts/${id}/status`, { status: 'approved' })).status).toBe(200);
    const answer = await plan(`concept-${id}`);
    expect(answer.occasionDate).toBeNull();
    expect(answer.steps.map((step) => [step.date, step.unplannable])).toEqual(PROPOSAL.map(() => [null, 'noOccasionDate']));
    const refused = await accept(`concept-${id}`, {}, en);
    expect(refused.status).toBe(409);
    expect(await errorBody(refused)).toEqual({ code: 'change_not_allowed', message: 'This request has no occasion date: there is no plan to accept' });
  });

  it('refuses the whole plan when one day is refused: nothing is scheduled, and each refused day is named', async () => {
    const id = await approvedDress('Atómica Ana');
    const sunday = '2030-05-19';
    const refused = await accept(`dress-${id}`, { items: [PROPOSAL[0], { milestone: 'Second Fitting', date: sunday }, PROPOSAL[2], { milestone: 'Delivery', date: '2030-06-17' }] }, en);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as ApiError;
    expect(body.code).toBe('validation_failed');
    expect(body.issues).toEqual([
      { path: 'items.1.date', message: 'The atelier does not see clients on Sundays' },
      { path: 'items.3.date', message: `Choose a day before the occasion (${WEDDING})` },
    ]);
    const outOfOrder = await accept(`dress-${id}`, { items: [PROPOSAL[0], { milestone: 'Second Fitting', date: '2030-04-19' }] });
    expect(((await outOfOrder.json()) as ApiError).issues).toEqual([{ path: 'items.1.date', message: 'Los pasos deben mantener su orden: cada uno después del anterior' }]);
    expect(await linkedEvents(id)).toEqual([]);
    expect(await invitations(id)).toEqual([]);
  });

  it('schedules the accepted plan as calendar events linked to the request, one invitation each, and never twice', async () => {
    const id = await approvedDress('Carmen Calendario');
    const edited = [PROPOSAL[0], { milestone: 'Second Fitting', date: '2030-05-20' }, PROPOSAL[2], PROPOSAL[3]];
    const response = await accept(`dress-${id}`, { items: edited }, { 'idempotency-key': `plan-${id}-first` });
    expect(response.status).toBe(200);
    const accepted = (await response.json()) as PlanAccepted;
    expect(accepted).toEqual({ commissionId: `dress-${id}`, scheduled: edited.map((step) => ({ ...step, eventId: expect.any(Number) })), alreadyOnCalendar: [] });

    const events = await linkedEvents(id);
    expect(events.map(({ milestone, date, clientName, eventType, notes }) => ({ milestone, date, clientName, eventType, notes }))).toEqual(
      edited.map((step) => ({ ...step, clientName: 'Carmen Calendario', eventType: 'wedding', notes: null })),
    );
    // All four in one transaction: one append.
    const transactions = await shared.t.store.db.selectFrom('events').select('transaction_id').where('stream_id', 'in', events.map((e) => `calendar-event-${e.id}`)).execute();
    expect(new Set(transactions.map((row) => String(row.transaction_id))).size).toBe(1);
    const mails = await invitations(id);
    expect(mails.map((mail) => JSON.parse(mail.params as string) as { milestone: string }).map((p) => p.milestone).sort()).toEqual(edited.map((step) => step.milestone).sort());

    const after = await plan(`dress-${id}`);
    expect(after.steps.map((step) => step.onCalendar)).toEqual(events.map((e) => ({ eventId: e.id, date: e.date })));

    // A retry with the same key answers the first answer again; accepting again adds nothing: the steps are on the calendar.
    const repeat = await accept(`dress-${id}`, { items: edited }, { 'idempotency-key': `plan-${id}-first` });
    expect(await repeat.json()).toEqual(accepted);
    const again = await accept(`dress-${id}`, {});
    expect(await again.json()).toEqual({ commissionId: `dress-${id}`, scheduled: [], alreadyOnCalendar: PROPOSAL.map((step) => step.milestone) });
    expect(await linkedEvents(id)).toHaveLength(4);
    expect(await invitations(id)).toHaveLength(4);
  });

  it('schedules each step once when two accepts come at once with different keys: the second is refused or adds nothing', async () => {
    const id = await approvedDress('Doble Dolores');
    const answers = await Promise.all([accept(`dress-${id}`, {}, { 'idempotency-key': `plan-${id}-a` }), accept(`dress-${id}`, {}, { 'idempotency-key': `plan-${id}-b` })]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([[200, 200], [200, 409]]).toContainEqual(statuses);
    for (const answer of answers.filter((a) => a.status === 409)) expect((await errorBody(answer)).code).toBe('concurrent_change');
    expect((await linkedEvents(id)).map((e) => e.milestone).sort()).toEqual(PROPOSAL.map((step) => step.milestone).sort());
    expect(await invitations(id)).toHaveLength(4);
    // The plan's own record holds the one accept that scheduled them.
    const accepts = await shared.t.store.readStream(`plan-acceptance-dress-${id}`);
    expect(accepts.events.map((e) => e.type)).toEqual(['FittingPlanAccepted']);
  });

  it('schedules only what is missing, in order with what is on the calendar', async () => {
    const id = await approvedDress('Parcial Pilar');
    expect((await accept(`dress-${id}`, { items: [PROPOSAL[2]] })).status).toBe(200);
    const late = await accept(`dress-${id}`, { items: [{ milestone: 'Second Fitting', date: '2030-06-07' }] });
    expect(late.status).toBe(400);
    const rest = (await (await accept(`dress-${id}`, {})).json()) as PlanAccepted;
    expect(rest.scheduled.map((step) => step.milestone)).toEqual(['First Fitting', 'Second Fitting', 'Delivery']);
    expect(rest.alreadyOnCalendar).toEqual(['Final Fitting']);
    expect((await linkedEvents(id)).map((e) => e.milestone)).toEqual(PROPOSAL.map((step) => step.milestone));
  });
});
