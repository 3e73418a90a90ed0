import { expect, type APIRequestContext } from '@playwright/test';
import type { RequestThread, RequestThreadMessage } from '../../packages/contracts/src/index.ts';
import { BASE_URL } from './base-url.ts';
import type { SubmittedRequest } from './api.ts';

const SAME_ORIGIN = { Origin: BASE_URL, Accept: 'application/json' };

/**
 * A message from the client, as her page will post it. The page is not built yet: the suite's
 * server runs with E2E_HOOKS=on, whose stand-in runs the very command her page will
 * (api/src/routes/e2e-hooks.ts). Once her page exists, a journey writes through it instead.
 */
export async function postAsClient(request: APIRequestContext, to: SubmittedRequest, text: string): Promise<RequestThreadMessage> {
  const response = await request.post(`/api/e2e/requests/${to.type}/${to.id}/client-messages`, { data: { text }, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RequestThreadMessage;
}

/** GET /api/requests/{type}/{id}/messages with the context's staff session. */
export async function threadOf(request: APIRequestContext, of: SubmittedRequest): Promise<RequestThread> {
  const response = await request.get(`/api/requests/${of.type}/${of.id}/messages`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RequestThread;
}
