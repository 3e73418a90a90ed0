import { CLIENT_LINK_REQUESTED } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { EXCHANGE_THROTTLE } from '../client-access/exchange-throttle.ts';
import { exchangeToken, issueTestLink } from '../testing/client-page.ts';
import type { TestApp } from '../testing/harness.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, submitConcept, submitDressOrder } from '../testing/requests.ts';
import { settledLinkRequests } from './my-request.ts';

/** The streams that got a ClientLinkRequested, in order. */
async function linkRequestedStreams(t: TestApp): Promise<string[]> {
  const rows = await t.store.db.selectFrom('events').select('stream_id').where('type', '=', CLIENT_LINK_REQUESTED).orderBy('global_position').execute();
  return rows.map((row) => row.stream_id);
}

async function askForLink(t: TestApp, email: string, headers?: Record<string, string>) {
  const response = await t.client().postJson('/api/my-request/link', { email }, headers);
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
}

describeEachStore('the client page: "send me my link"', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('answers a client and a stranger alike; only the client\'s newest request that is not erased gets a ClientLinkRequested', async () => {
    const { t, admin } = shared;
    const older = await createdId(submitDressOrder(t.client(), { email: 'Paula.Vidal@example.com' }));
    const newer = await createdId(submitConcept(t.client(), { email: 'paula.vidal@example.com' }));
    const erasedNewest = await createdId(submitDressOrder(t.client(), { email: 'paula.vidal@example.com' }));
    expect((await admin.request(`/api/requests/dress/${erasedNewest}/erase`, { method: 'POST' })).status).toBe(200);

    const client = await askForLink(t, '  PAULA.vidal@Example.com ');
    const stranger = await askForLink(t, 'nobody-here@example.com');
    expect(client).toEqual({ status: 202, cache: 'no-store', body: { accepted: true } });
    expect(stranger).toEqual(client);
    await settledLinkRequests(t.ctx);
    expect(await linkRequestedStreams(t)).toEqual([`custom-concept-${newer}`]);
    expect(older).toBeLessThan(erasedNewest);
  });

  it('gives one address at most 3 links an hour, then silently nothing more', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client(), { email: 'flood@example.com' }));
    const before = (await linkRequestedStreams(t)).length;
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await askForLink(t, 'flood@example.com'));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify({ status: 202, cache: 'no-store', body: { accepted: true } })]));
    await settledLinkRequests(t.ctx);
    expect((await linkRequestedStreams(t)).slice(before)).toEqual(Array(3).fill(`dress-order-${id}`));
    t.advanceClock(60 * 60 * 1000 + 1000);
    await askForLink(t, 'flood@example.com');
    await settledLinkRequests(t.ctx);
    expect((await linkRequestedStreams(t)).slice(before)).toHaveLength(4);
  });

  it('repeats nothing for a retried Idempotency-Key, and refuses a malformed one or a bad address', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client(), { email: 'retry@example.com' }));
    const before = (await linkRequestedStreams(t)).length;
    const key = { 'idempotency-key': 'link-retry-0001' };
    expect((await askForLink(t, 'retry@example.com', key)).status).toBe(202);
    expect((await askForLink(t, 'retry@example.com', key)).status).toBe(202);
    await settledLinkRequests(t.ctx);
    expect((await linkRequestedStreams(t)).slice(before)).toEqual([`dress-order-${id}`]);
    expect(await askForLink(t, 'retry@example.com', { 'idempotency-key': 'short' })).toMatchObject({ status: 400, body: { code: 'malformed_request' } });
    expect(await askForLink(t, 'not an address')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('keeps only a keyed hash of her address, never the address', async () => {
    const { t } = shared;
    await createdId(submitDressOrder(t.client(), { email: 'hashed@example.com' }));
    await askForLink(t, 'someone@example.com');
    await settledLinkRequests(t.ctx);
    const index = JSON.stringify(await t.store.db.selectFrom('client_email_index').selectAll().execute());
    expect(index).not.toContain('hashed@example.com');
    expect(index).not.toContain('example.com');
  });
});

describeEachStore('the client page: throttles', (kind) => {
  const shared = useTestApp(kind);

  it('refuses an address with 429 and Retry-After after 10 failed exchanges, even with a good token, until the first lapses', async () => {
    const { t } = shared;
    const token = await issueTestLink(t, 'dress', await createdId(submitDressOrder(t.client())));
    for (let n = 0; n < EXCHANGE_THROTTLE.perAddress; n++) expect((await exchangeToken(t.client(), `guess-${n}`)).status).toBe(404);
    const refused = await exchangeToken(t.client(), token, { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await errorBody(refused)).toEqual({ code: 'rate_limited', message: 'Too many links that do not open a request. Try again later.' });
    t.advanceClock(EXCHANGE_THROTTLE.windowMs + 1000);
    expect((await exchangeToken(t.client(), token)).status).toBe(204);
  });

  it('refuses an address asking for links too often with 429: the person at it, not the client, is told', async () => {
    const { t } = shared;
    for (let n = 0; n < 10; n++) expect((await askForLink(t, `visitor-${n}@example.com`)).status).toBe(202);
    const refused = await askForLink(t, 'visitor-x@example.com');
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    await settledLinkRequests(t.ctx);
  });
});
