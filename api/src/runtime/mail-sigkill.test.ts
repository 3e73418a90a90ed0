import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@atelier/event-store';
import { listOutbox } from '@atelier/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The workers' test SMTP server: a test-only import by relative path, as the workers' tests import the API's.
import { TestSmtpServer } from '../../../workers/src/testing/smtp-server.ts';
import { formOf, validDressOrder } from '../testing/fixtures.ts';
import { START_BOUND_MS, exited, freePort, startServer } from '../testing/server-process.ts';

const ORDERS = 6;
const emailOf = (n: number) => `clienta${n}@example.com`;

describe('six orders taken right before the embedded server is SIGKILLed', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let env: Record<string, string>;
  let base: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-mail-kill-'));
    smtp = await TestSmtpServer.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_CONTENT: 'off', SMTP_URL: smtp.url, MAIL_FROM: 'Atelier <hola@atelier.example>' };
  });
  afterAll(async () => {
    await smtp?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const NOT_SENT = '"message":"mail not sent"';

  it('each gets her acknowledgement under one Message-ID after the restart (a copy the kill cut mid-send may come twice), recorded sent once, in the language of her form', async () => {
    const first = await startServer(env);
    const answers = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) => {
        const form = formOf({ ...validDressOrder, fullName: `Clienta ${i}`, email: emailOf(i), lang: i % 2 ? 'en' : 'es' });
        return fetch(`${base}/api/dress-orders`, { method: 'POST', body: form, headers: { origin: base, 'idempotency-key': crypto.randomUUID() } });
      }),
    );
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(answers.map((a) => a.status)).toEqual(Array(ORDERS).fill(201));
    console.info(`mail sigkill test: ${smtp.mails.length} of ${ORDERS} acknowledgements had reached the SMTP server at the kill`);

    const second = await startServer(env);
    try {
      await smtp.waitFor(
        'one acknowledgement to each client',
        () => Array.from({ length: ORDERS }, (_, i) => new Set(smtp.mailsTo(emailOf(i)).map((m) => m.messageId)).size === 1).every(Boolean),
        // A mail the kill caught between the SMTP server's answer and its record waits for its lease (60 s).
        2 * START_BOUND_MS,
      );
      // Her acknowledgements are sent and the designer's notices put aside (no contact address):
      // nothing is left to send twice. The first server may have put some aside before the kill.
      const asideBeforeKill = first.output().split(NOT_SENT).length - 1;
      await second.printed(NOT_SENT, ORDERS - asideBeforeKill);
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child), second.output()).toBe(0);
    }

    for (let i = 0; i < ORDERS; i++) {
      const mails = smtp.mailsTo(emailOf(i));
      expect(new Set(mails.map((m) => m.messageId)).size, emailOf(i)).toBe(1);
      expect(mails.every((m) => m.contentLanguage === (i % 2 ? 'en' : 'es'))).toBe(true);
    }
    const store = await openEventStore({ dataDir: join(dataDir, 'pglite'), masterKey: (await readFile(join(dataDir, 'pii-master-key'), 'utf8')).trim() });
    try {
      const entries = await listOutbox(store.db, { limit: 100 });
      expect(entries.map((e) => `${e.template} ${e.status}`).sort()).toEqual([...Array(ORDERS).fill('request-new not-sent'), ...Array(ORDERS).fill('request-received sent')]);
      for (const entry of entries) {
        const sent = (await store.readStream(`mail-${entry.outbox_id}`)).events.filter((e) => e.type === 'MailSent');
        expect(sent, entry.outbox_id).toHaveLength(entry.status === 'sent' ? 1 : 0);
      }
    } finally {
      await store.close();
    }
  }, 5 * START_BOUND_MS);
});
