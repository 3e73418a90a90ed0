import { MAIL_TEMPLATE_NAMES, type ApiError, type MailLogEntry, type MailLogPage, type MailPreview, type MailSettingsAnswer } from '@atelier/contracts';
import { mailStream } from '@atelier/domain';
import { executeCommand } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { beforeAll, expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import type { TestClient } from '../testing/client.ts';
import { useTestApp } from '../testing/harness.ts';
import { openOutbox } from '../testing/mail.ts';
import { createdId, submitConcept, submitDressOrder } from '../testing/requests.ts';

const ATELIER = 'taller@atelier.example';
const metadata = { actor: 'mail-sender', correlationId: 'c-1', causationId: null };

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const page = async (client: TestClient, query = '') => json<MailLogPage>(await client.get(`/api/mail${query}`));
const errorOf = async (response: Response) => (await response.json()) as ApiError;

describeEachStore('the mail log', (kind) => {
  const shared = useTestApp(kind, { admin: true });
  let staff: TestClient;
  /** A dress order and a concept of their own for the test that calls it: no test reads another's mails. */
  let made = 0;
  const twoRequests = async (dress: string, concept: string) => {
    const dressEmail = `dress-${++made}@example.com`;
    return {
      dressEmail,
      dressId: await createdId(submitDressOrder(shared.t.client(), { fullName: dress, email: dressEmail })),
      conceptId: await createdId(submitConcept(shared.t.client(), { fullName: concept, email: `concept-${made}@example.com`, lang: 'en' })),
    };
  };
  /** The entries of the request `id` of `type`, by template. */
  const mailsOf = async (type: 'dress' | 'concept', id: number) =>
    Object.fromEntries((await page(shared.admin, '?limit=100')).entries.filter((e) => e.request?.type === type && e.request.id === id).map((e) => [e.template, e]));

  beforeAll(async () => {
    staff = await createStaff(shared.t, shared.admin, 'marta');
    await openOutbox(shared.t);
    // Before the atelier's address is saved, a test mail has nowhere to go.
    const early = await shared.admin.postJson('/api/mail/test', undefined, { 'accept-language': 'en' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({ code: 'change_not_allowed', message: "Save the atelier's email in Settings first: the test mail goes there" });
    await json(await shared.admin.request('/api/site-settings/contactEmail', { method: 'PUT', json: { value: ATELIER } }));
  });

  it('lists each mail newest first to signed-in staff, with where it goes, its subject as it goes out and its state, never cached', async () => {
    const { dressId, conceptId, dressEmail } = await twoRequests('Lucía Ferrer', 'Emma Johnson');
    const response = await staff.get('/api/mail?limit=100');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await json<MailLogPage>(response);
    expect(page.next).toBeNull();
    const all = page.entries.map((e) => e.createdAt);
    expect([...all].sort().reverse()).toEqual(all);
    const entries = page.entries.filter((e) => (e.request?.type === 'dress' && e.request.id === dressId) || (e.request?.type === 'concept' && e.request.id === conceptId));
    // Newest first: the concept, sent second, leads; each request's two mails share their time.
    expect(entries.map((e) => e.request)).toEqual([
      { type: 'concept', id: conceptId },
      { type: 'concept', id: conceptId },
      { type: 'dress', id: dressId },
      { type: 'dress', id: dressId },
    ]);
    expect(entries.slice(0, 2).map((e) => e.template).sort()).toEqual(['request-new', 'request-received']);

    const emma = entries.find((e) => e.template === 'request-received' && e.request?.type === 'concept')!;
    expect(emma).toEqual<MailLogEntry>({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      template: 'request-received',
      recipient: 'client',
      to: dressEmail.replace('dress-', 'concept-'),
      subject: expect.stringMatching(/^We have received your concept/),
      lang: 'en',
      status: 'pending',
      notSentReason: null,
      erased: false,
      attempts: 0,
      lastError: null,
      sentAt: null,
      createdAt: expect.any(String),
      request: { type: 'concept', id: conceptId },
    });
    const designer = entries.find((e) => e.template === 'request-new' && e.request?.type === 'dress')!;
    expect(designer).toMatchObject({ recipient: 'designer', to: ATELIER, lang: 'es', subject: expect.stringContaining('Lucía Ferrer'), erased: false });
  });

  it('pages through the log with before and limit, and refuses a bad limit or id', async () => {
    await twoRequests('Paula Páginas', 'Pam Pages');
    const all = (await page(staff, '?limit=100')).entries;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await page(staff, '?limit=3');
    expect(first.entries.map((e) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));
    expect(first.next).toBe(all[2]!.id);
    const second = await page(staff, `?limit=3&before=${first.next}`);
    expect(second.entries.map((e) => e.id)).toEqual(all.slice(3, 6).map((e) => e.id));
    expect(second.next).toBe(all.length > 6 ? all[5]!.id : null);

    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?before=not-an-id']) {
      const refused = await staff.get(`/api/mail${query}`, { 'accept-language': 'en' });
      expect({ query, status: refused.status }).toEqual({ query, status: 400 });
      expect((await errorOf(refused)).code).toBe('validation_failed');
    }
  });

  it('previews a mail as it goes out, to staff only', async () => {
    const { dressId } = await twoRequests('Lucía Vista', 'Vera View');
    const { 'request-received': hers } = await mailsOf('dress', dressId);
    const response = await staff.get(`/api/mail/${hers!.id}/preview`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const preview = await json<MailPreview>(response);
    expect(preview).toEqual({ subject: hers!.subject, html: expect.stringContaining('Lucía Vista'), text: expect.stringContaining('Lucía Vista'), hasCalendar: false, erased: false, noRecipient: false });
    expect(preview.html).toMatch(/^<!DOCTYPE html/i);

    expect((await shared.t.client().get(`/api/mail/${hers!.id}/preview`)).status).toBe(401);
    const unknown = await staff.get(`/api/mail/${'0'.repeat(32)}/preview`, { 'accept-language': 'en' });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: 'Mail not found' });
    expect((await staff.get('/api/mail/NOT-AN-ID/preview')).status).toBe(400);
  });

  it('sends a failed mail again for an admin only, and refuses one that did not fail with what it is', async () => {
    const { conceptId } = await twoRequests('Rosa Reenvío', 'Ruth Resend');
    const { 'request-new': mine } = await mailsOf('concept', conceptId);
    const id = mine!.id;
    const pending = await shared.admin.postJson(`/api/mail/${id}/resend`, undefined, { 'accept-language': 'en' });
    expect(pending.status).toBe(409);
    expect(await errorOf(pending)).toEqual({ code: 'change_not_allowed', message: 'Only a failed mail can be sent again; this one is pending' });

    // A sender tried it five times and gave up: the entry is failed.
    const now = new Date();
    const at = (s: number) => new Date(now.getTime() + s * 1000).toISOString();
    await executeCommand(shared.t.store, { stream: mailStream(id), command: { type: 'StartMailSend', data: { outboxId: id, at: at(0), leaseUntil: at(60) } }, metadata });
    const failed = await executeCommand(shared.t.store, {
      stream: mailStream(id),
      command: { type: 'RecordMailFailure', data: { outboxId: id, attempt: 1, at: at(1), error: 'connect ECONNREFUSED 127.0.0.1:25', retryAt: null } },
      metadata,
    });
    await shared.t.runner.waitFor(failed.position, 10_000);
    expect((await mailsOf('concept', conceptId))['request-new']).toMatchObject({ status: 'failed', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });

    const byStaff = await staff.postJson(`/api/mail/${id}/resend`, undefined);
    expect(byStaff.status).toBe(403);
    expect((await errorOf(byStaff)).code).toBe('forbidden');
    expect((await shared.t.client().postJson(`/api/mail/${id}/resend`, undefined)).status).toBe(401);
    expect((await shared.admin.postJson(`/api/mail/${'f'.repeat(32)}/resend`, undefined)).status).toBe(404);

    const resent = await shared.admin.postJson(`/api/mail/${id}/resend`, undefined);
    expect(resent.headers.get('cache-control')).toContain('no-store');
    expect(await json(resent)).toEqual({ id, status: 'pending' });
    expect((await mailsOf('concept', conceptId))['request-new']).toMatchObject({ status: 'pending', attempts: 0 });
    const { events } = await shared.t.store.readStream(mailStream(id).streamId);
    expect(events.map((e) => e.type)).toEqual(['MailSendStarted', 'MailSendFailed', 'MailResendRequested']);
  });

  it('asks for a test mail to the atelier’s address for an admin only, and the log shows it', async () => {
    expect((await staff.postJson('/api/mail/test', undefined)).status).toBe(403);
    expect((await shared.t.client().postJson('/api/mail/test', undefined)).status).toBe(401);
    const answer = await json<{ requestId: string; to: string }>(await shared.admin.postJson('/api/mail/test', undefined), 201);
    expect(answer).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), to: ATELIER });
    const { events } = await shared.t.store.readStream(`mail-test-${answer.requestId}`);
    expect(events.map((e) => e.type)).toEqual(['TestMailRequested']);
    const [newest] = (await page(staff)).entries;
    expect(newest).toMatchObject({ template: 'test', recipient: 'designer', to: ATELIER, request: null, status: 'pending', subject: expect.stringMatching(/^Correo de prueba/) });
  });

  it('previews every template with sample content in both languages, an appointment with its invitation', async () => {
    for (const template of MAIL_TEMPLATE_NAMES) {
      for (const lang of ['es', 'en'] as const) {
        const response = await staff.get(`/api/mail/templates/${template}/${lang}`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const preview = await json<MailPreview>(response);
        expect(preview.subject).not.toBe('');
        expect(preview.html).toContain(`lang="${lang}"`);
        expect(preview.text).not.toBe('');
        expect(preview).toMatchObject({ hasCalendar: template === 'appointment', erased: false, noRecipient: false });
      }
    }
    const english = await json<MailPreview>(await staff.get('/api/mail/templates/appointment/en'));
    expect(english.subject).toMatch(/^Your appointment/);
    for (const path of ['/api/mail/templates/invoice/es', '/api/mail/templates/test/fr']) {
      const missing = await staff.get(path, { 'accept-language': 'en' });
      expect(missing.status).toBe(404);
      expect(await errorOf(missing)).toEqual({ code: 'not_found', message: 'There is no such mail template in that language' });
    }
    expect((await shared.t.client().get('/api/mail/templates/test/es')).status).toBe(401);
  });

  it('says where the designer’s notices go and which are on, to staff only', async () => {
    const response = await staff.get('/api/mail/settings');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json<MailSettingsAnswer>(response)).toEqual({ contactEmail: ATELIER, notices: { notifyNewRequest: true, notifyContactMessage: true, notifyClientMessage: true } });
    expect((await shared.t.client().get('/api/mail/settings')).status).toBe(401);
  });

  it('switches a notice off and on through the site settings, on or off only, never in the public settings', async () => {
    expect(await json(await staff.request('/api/site-settings/notifyContactMessage', { method: 'PUT', json: { value: 'off' } }))).toEqual({ key: 'notifyContactMessage', value: 'off' });
    const notices = async () => (await json<MailSettingsAnswer>(await staff.get('/api/mail/settings'))).notices;
    expect(await notices()).toEqual({ notifyNewRequest: true, notifyContactMessage: false, notifyClientMessage: true });
    expect(JSON.stringify(await json(await shared.t.client().get('/api/site-settings')))).not.toContain('notify');
    await json(await staff.request('/api/site-settings/notifyContactMessage', { method: 'PUT', json: { value: 'on' } }));
    expect((await notices()).notifyContactMessage).toBe(true);

    const maybe = await staff.request('/api/site-settings/notifyContactMessage', { method: 'PUT', json: { value: 'maybe' }, headers: { 'accept-language': 'en' } });
    expect(maybe.status).toBe(400);
    expect(await errorOf(maybe)).toMatchObject({ code: 'validation_failed', message: 'A notice is either on or off' });
    expect((await shared.t.client().request('/api/site-settings/notifyNewRequest', { method: 'PUT', json: { value: 'off' } })).status).toBe(401);
    expect((await notices()).notifyNewRequest).toBe(true);
  });

  it('shows an erased client’s mails erased, with nothing of her left in the log or the preview', async () => {
    const { dressId, dressEmail } = await twoRequests('Begoña Borrada', 'Erin Erased');
    expect(JSON.stringify(await page(staff, '?limit=100'))).toContain(dressEmail);
    await json(await shared.admin.request(`/api/requests/dress/${dressId}/erase`, { method: 'POST' }));
    const mails = await mailsOf('dress', dressId);
    expect(mails['request-received']).toMatchObject({ recipient: 'client', to: '[erased]', subject: '[erased]', erased: true });
    expect(mails['request-new']).toMatchObject({ recipient: 'designer', to: ATELIER, subject: '[erased]', erased: true });
    const log = JSON.stringify(await page(staff, '?limit=100'));
    expect(log).not.toContain('Begoña');
    expect(log).not.toContain(dressEmail);

    for (const mail of Object.values(mails)) {
      const preview = await json<MailPreview>(await staff.get(`/api/mail/${mail.id}/preview`));
      expect(preview).toEqual({ subject: '[erased]', html: '', text: '', hasCalendar: false, erased: true, noRecipient: false });
    }
    const resend = await shared.admin.postJson(`/api/mail/${mails['request-received']!.id}/resend`, undefined, { 'accept-language': 'en' });
    expect(resend.status).toBe(409);
  });
});
