/**
 * Issues a link to the newest request of an address straight into a stopped embedded server's
 * database, as the mail sender would when a mail goes out (workers/src/mail/client-links.ts).
 * The e2e fallback while no sender is wired (e2e/support/client-link-route.ts); run with tsx:
 *   DATA_DIR=… tsx e2e/support/issue-client-link.ts lucia@example.com
 * Prints the link's path: /mi-pedido#t=… (or /en/my-request#t=… for an English request).
 */
import { randomUUID } from 'node:crypto';
import { loadConfig, resolvePiiMasterKeys } from '../../packages/config/src/index.ts';
import { openEventStore } from '../../packages/event-store/src/index.ts';
import { revealRows } from '../../projections/src/reveal-rows.ts';
import { issueClientLink } from '../../workers/src/mail/client-links.ts';

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!email) throw new Error('usage: issue-client-link.ts <email>');
const config = loadConfig();
const store = await openEventStore({ dataDir: config.paths.pglite, ...(await resolvePiiMasterKeys(config)) });
try {
  const rows = await store.db.selectFrom('rm_requests').selectAll().where('erased', '=', false).orderBy('created_at', 'desc').execute();
  const found = (await revealRows(store, rows, (row, personal) => ({ row, email: String(personal?.email ?? '').toLowerCase() }))).find((item) => item.email === email);
  if (!found) throw new Error(`no request from ${email}`);
  const { events } = await store.readStream(found.row.stream_id);
  const lang = events[0]?.data.lang === 'en' ? 'en' : 'es';
  const token = await issueClientLink(store.db, 'e2e-fallback-secret', { streamId: found.row.stream_id, outboxId: `e2e-${randomUUID()}`, now: new Date() });
  process.stdout.write(`${lang === 'en' ? '/en/my-request' : '/mi-pedido'}#t=${token}\n`);
} finally {
  await store.close();
}
