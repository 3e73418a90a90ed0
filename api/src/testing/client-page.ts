import { requestStreamId, type RequestType } from '@atelier/domain';
import { issueClientLink } from '@atelier/workers';
import type { TestClient } from './client.ts';
import type { TestApp } from './harness.ts';

/** The secret a test's links are made with: the API only ever sees their hashes. */
const TEST_LINK_SECRET = 'test-client-link-secret';

let outbox = 0;

/**
 * A link to a request's page, as the mail sender records one when a mail goes out
 * (workers/src/mail/client-links.ts), issued at the app's clock; its token.
 */
export function issueTestLink(t: TestApp, type: RequestType, id: number): Promise<string> {
  outbox += 1;
  return issueClientLink(t.store.db, TEST_LINK_SECRET, { streamId: requestStreamId(type, id), outboxId: `test-entry-${Date.now()}-${outbox}`, now: t.ctx.now() });
}

/** Her click on "View my request": POST /api/my-request/session with the token. */
export const exchangeToken = (client: TestClient, token: string, headers?: HeadersInit) => client.postJson('/api/my-request/session', { token }, headers);

/** A browser of hers with a live session on the request (fails loudly otherwise). */
export async function clientOf(t: TestApp, type: RequestType, id: number): Promise<TestClient> {
  const client = t.client();
  const response = await exchangeToken(client, await issueTestLink(t, type, id));
  if (response.status !== 204) throw new Error(`exchanging a fresh token: ${response.status} ${await response.text()}`);
  return client;
}
