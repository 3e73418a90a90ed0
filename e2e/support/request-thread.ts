import { expect, type APIRequestContext } from '@playwright/test';
import type { RequestThread, RequestThreadMessage } from '../../packages/contracts/src/index.ts';
import { BASE_URL } from './base-url.ts';
import { clientLinkFor } from './mail-link.ts';
import type { SubmittedRequest } from './api.ts';

const SAME_ORIGIN = { Origin: BASE_URL, Accept: 'application/json' };

/**
 * A message from the client, through her page's API as her page posts it: her link from the
 * mail the server wrote to `email`, exchanged for her session in `request`'s cookies.
 */
export async function postAsClient(request: APIRequestContext, email: string, text: string): Promise<RequestThreadMessage> {
  const token = new URL(await clientLinkFor(email), BASE_URL).hash.replace(/^#t=/, '');
  const session = await request.post('/api/my-request/session', { data: { token }, headers: SAME_ORIGIN });
  expect(session.ok(), await session.text()).toBe(true);
  const response = await request.post('/api/my-request/messages', { data: { text }, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RequestThreadMessage;
}

/** GET /api/requests/{type}/{id}/messages with the context's staff session. */
export async function threadOf(request: APIRequestContext, of: SubmittedRequest): Promise<RequestThread> {
  const response = await request.get(`/api/requests/${of.type}/${of.id}/messages`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RequestThread;
}
