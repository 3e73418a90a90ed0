import type { RequestThread } from '@atelier/contracts';
import { executeCommand } from '@atelier/event-store';
import type { RequestKey } from '../requests/path-key.ts';
import { postMessagePlan } from '../requests/thread-commands.ts';
import type { TestClient } from './client.ts';
import type { TestApp } from './harness.ts';

/**
 * A message from the client, as her page will post it: the same command plan, run on the
 * request's stream directly (her page's route is not the staff's), then waited for until the
 * read models include it.
 */
export async function postAsClient(t: TestApp, key: RequestKey, text: string): Promise<void> {
  const { stream, command } = postMessagePlan(key, 'client', text, t.ctx.now().toISOString());
  const { position } = await executeCommand(t.store, { stream, command, metadata: { actor: 'client', correlationId: crypto.randomUUID(), causationId: null } });
  if (!(await t.runner.waitFor(position, 15_000))) throw new Error('the read models did not take the client message in time');
}

/** GET the thread as the staff read it, failing loudly on anything but 200. */
export async function threadAsStaff(client: TestClient, key: RequestKey): Promise<RequestThread> {
  const response = await client.get(`/api/requests/${key.type}/${key.id}/messages`);
  if (response.status !== 200) throw new Error(`GET messages: ${response.status} ${await response.text()}`);
  return (await response.json()) as RequestThread;
}
