import { DAY_MS } from '@atelier/contracts/dates';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { CLIENT_COOKIE } from '../client-access/client-cookie.ts';
import { useTestApp } from '../testing/harness.ts';
import { clientOf, exchangeToken, issueTestLink } from '../testing/client-page.ts';
import { createdId, errorBody, submitConcept, submitDressOrder } from '../testing/requests.ts';

/** The one refusal every dead link gets (ADR 046): same status, code and words. */
/** Her page's cookie among those an answer sets (the staff's session middleware sets its own). */
const clientCookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${CLIENT_COOKIE}=`)) ?? '';

const REFUSAL = { status: 404, body: { code: 'not_found', message: 'This link does not open a request any more. Ask for a new one with your email address.' } };

async function refusalOf(response: Response) {
  return { status: response.status, body: await errorBody(response) };
}

describeEachStore('the client page: her link, exchanged for a session', (kind) => {
  const shared = useTestApp(kind, { admin: true });
  const en = { 'accept-language': 'en' };

  it('exchanges a live token for an HttpOnly, SameSite=Lax cookie scoped to her page, and shows her request', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client(), { email: 'marina@example.com' }));
    const browser = t.client();
    const exchanged = await exchangeToken(browser, await issueTestLink(t, 'dress', id));
    expect(exchanged.status).toBe(204);
    expect(exchanged.headers.get('cache-control')).toBe('no-store');
    const cookie = exchanged.headers.getSetCookie().find((line) => line.startsWith(`${CLIENT_COOKIE}=`));
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api/my-request']));
    // Plain http in tests: Secure is only sent over HTTPS.
    expect(attributes).not.toContain('secure');
    const maxAge = Number(attributes.find((part) => part.startsWith('max-age='))?.slice('max-age='.length));
    expect(maxAge).toBeGreaterThan(29 * 86_400);
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400);
    // The cookie holds a random id, never the token, and the table only its hash.
    const value = cookie!.split(';')[0]!.slice(CLIENT_COOKIE.length + 1);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.store.db.selectFrom('client_sessions').selectAll().execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(value);

    const page = await browser.get('/api/my-request');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.json()).toMatchObject({ kind: 'dress', number: id, status: 'pending', sent: { email: 'marina@example.com' } });
  });

  it('marks the cookie Secure when she came over HTTPS through the trusted proxy', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client()));
    const token = await issueTestLink(t, 'dress', id);
    t.ctx.config = { ...t.ctx.config, trustProxy: true };
    try {
      const response = await exchangeToken(t.client(), token, { 'x-forwarded-proto': 'https' });
      expect(response.status).toBe(204);
      expect(clientCookieOf(response).toLowerCase()).toContain('secure');
    } finally {
      t.ctx.config = { ...t.ctx.config, trustProxy: false };
    }
  });

  it('opens the same request again on her other device with the same link', async () => {
    const { t } = shared;
    const id = await createdId(submitConcept(t.client(), { email: 'ines@example.com' }));
    const token = await issueTestLink(t, 'concept', id);
    const phone = t.client();
    const laptop = t.client();
    expect((await exchangeToken(phone, token)).status).toBe(204);
    expect((await exchangeToken(laptop, token)).status).toBe(204);
    for (const device of [phone, laptop]) expect(await (await device.get('/api/my-request')).json()).toMatchObject({ kind: 'concept', number: id });
  });

  it('refuses an unknown, an edited, an expired and an erased token with the same 404, in her language', async () => {
    const { t, admin } = shared;
    const id = await createdId(submitDressOrder(t.client()));
    const token = await issueTestLink(t, 'dress', id);
    const edited = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await refusalOf(await exchangeToken(t.client(), 'not-a-token-at-all', en))).toEqual(REFUSAL);
    expect(await refusalOf(await exchangeToken(t.client(), edited, en))).toEqual(REFUSAL);
    const spanish = await refusalOf(await exchangeToken(t.client(), edited));
    expect(spanish.body).toEqual({ code: 'not_found', message: 'Este enlace ya no abre ningún pedido. Pide uno nuevo con tu dirección de correo.' });

    // Erased: her token and her live session stop at once.
    const erasedId = await createdId(submitDressOrder(t.client()));
    const erasedToken = await issueTestLink(t, 'dress', erasedId);
    const browser = t.client();
    expect((await exchangeToken(browser, erasedToken)).status).toBe(204);
    expect((await browser.get('/api/my-request')).status).toBe(200);
    expect((await admin.request(`/api/requests/dress/${erasedId}/erase`, { method: 'POST' })).status).toBe(200);
    expect(await refusalOf(await browser.get('/api/my-request', en))).toEqual(REFUSAL);
    expect(await refusalOf(await exchangeToken(t.client(), erasedToken, en))).toEqual(REFUSAL);
    const left = await t.store.db.selectFrom('client_sessions').select('stream_id').where('stream_id', '=', `dress-order-${erasedId}`).execute();
    expect(left).toEqual([]);
    expect(await t.store.db.selectFrom('client_links').select('stream_id').where('stream_id', '=', `dress-order-${erasedId}`).execute()).toEqual([]);

    // Expired: 60 days after it was issued; a day before, it still opened her page.
    const expiring = await issueTestLink(t, 'dress', await createdId(submitDressOrder(t.client())));
    t.advanceClock(59 * DAY_MS);
    expect((await exchangeToken(t.client(), expiring)).status).toBe(204);
    t.advanceClock(DAY_MS + 1000);
    expect(await refusalOf(await exchangeToken(t.client(), expiring, en))).toEqual(REFUSAL);
  });

  it('ends a session after 30 days, and never after the link that opened it', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client()));
    const token = await issueTestLink(t, 'dress', id);
    t.advanceClock(45 * DAY_MS);
    const late = t.client();
    const exchanged = await exchangeToken(late, token);
    expect(exchanged.status).toBe(204);
    // The link has 15 days left: so has the session.
    const maxAge = Number(/max-age=(\d+)/i.exec(clientCookieOf(exchanged))?.[1]);
    expect(Math.abs(maxAge - 15 * 86_400)).toBeLessThan(5);
    t.advanceClock(15 * DAY_MS + 1000);
    expect(await refusalOf(await late.get('/api/my-request', en))).toEqual(REFUSAL);

    const fresh = await clientOf(t, 'dress', id);
    t.advanceClock(30 * DAY_MS + 1000);
    expect((await fresh.get('/api/my-request')).status).toBe(404);
  });

  it('signs her out on this device only', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client()));
    const token = await issueTestLink(t, 'dress', id);
    const phone = t.client();
    const laptop = t.client();
    await exchangeToken(phone, token);
    await exchangeToken(laptop, token);
    const out = await phone.request('/api/my-request/session', { method: 'DELETE' });
    expect(out.status).toBe(204);
    expect(clientCookieOf(out).toLowerCase()).toMatch(/^atelier_client=;.*max-age=0/);
    expect((await phone.get('/api/my-request')).status).toBe(404);
    expect((await laptop.get('/api/my-request')).status).toBe(200);
  });

  it('shows a session only its one request, and a staff endpoint nothing', async () => {
    const { t } = shared;
    const mine = await createdId(submitDressOrder(t.client(), { fullName: 'Carmen Mine' }));
    const hers = await createdId(submitDressOrder(t.client(), { fullName: 'Other Olga' }));
    const browser = await clientOf(t, 'dress', mine);
    const page = (await (await browser.get('/api/my-request')).json()) as { number: number; sent: { fullName: string } };
    expect(page).toMatchObject({ number: mine, sent: { fullName: 'Carmen Mine' } });
    // Paths name nothing of another request: the session decides. A query string changes nothing either.
    expect(await (await browser.get(`/api/my-request?id=${hers}&type=dress`)).json()).toMatchObject({ number: mine });
    for (const path of ['/api/requests', `/api/requests/dress/${hers}/history`, `/api/requests/dress/${hers}/images/0`, '/api/events', '/api/user']) {
      const staffOnly = await browser.get(path);
      expect({ path, status: staffOnly.status }).toEqual({ path, status: 401 });
      expect((await errorBody(staffOnly)).code).toBe('not_signed_in');
    }
    const erase = await browser.request(`/api/requests/dress/${hers}/erase`, { method: 'POST' });
    expect(erase.status).toBe(401);
  });

  it('refuses her page\'s writes from another site', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client()));
    const token = await issueTestLink(t, 'dress', id);
    const browser = await clientOf(t, 'dress', id);
    const evil = { origin: 'https://evil.example' };
    const attempts = [
      await exchangeToken(t.client(), token, evil),
      await browser.postJson('/api/my-request/messages', { text: 'Hola' }, evil),
      await browser.request('/api/my-request/session', { method: 'DELETE', headers: evil }),
      await t.client().postJson('/api/my-request/link', { email: 'lucia@example.com' }, evil),
      await browser.postJson('/api/my-request/messages', { text: 'Hola' }, { origin: 'null' }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect((await errorBody(response)).code).toBe('forbidden');
    }
    expect(await (await browser.get('/api/my-request')).json()).toMatchObject({ thread: [] });
  });
});
