import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { freePort } from './redis-server.ts';

/** One mail the test server accepted, parsed. */
export interface ReceivedMail {
  messageId: string;
  from: string;
  /** The envelope's recipients. */
  to: string[];
  replyTo: string | null;
  subject: string;
  contentLanguage: string | null;
  text: string;
  html: string;
  /** The text/calendar part: its METHOD parameter and content. */
  calendar: { method: string; content: string } | null;
  raw: string;
}

/** What the server does with the next mail: take it, refuse it (a 451), or take it and then call `after` before it answers. */
export type Behaviour = { kind: 'accept' } | { kind: 'refuse' } | { kind: 'accept-then'; after: (mail: ReceivedMail) => Promise<void> | void };

/**
 * An SMTP server on 127.0.0.1 for tests: it records every mail it accepts, parsed, and can
 * refuse mail or stop listening (a server that is down) and start again on the same port.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  behaviour: Behaviour = { kind: 'accept' };
  #server: SMTPServer | null = null;
  readonly #waiting = new Set<() => void>();

  private constructor(readonly port: number) {}

  static async start(): Promise<TestSmtpServer> {
    const server = new TestSmtpServer(await freePort());
    await server.listen();
    return server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens (again) on its port. */
  async listen(): Promise<void> {
    if (this.#server) return;
    const server = new SMTPServer({
      authOptional: true,
      // Plain text on loopback: nodemailer would otherwise upgrade to TLS and refuse the test certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => void this.#take(Buffer.concat(chunks), session.envelope.rcptTo, callback));
      },
    });
    server.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      const listening = server.listen(this.port, '127.0.0.1', () => resolve());
      listening.once('error', reject);
    });
    this.#server = server;
  }

  /** Stops listening and drops open connections: senders find the port closed. */
  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // close() waits for open sessions; end them, as a server that went down would.
      for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
    });
  }

  /** Distinct Message-IDs received, in order of first arrival. */
  messageIds(): string[] {
    return [...new Set(this.mails.map((mail) => mail.messageId))];
  }

  /** Mails received for `address`. */
  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Resolves once `check` holds for the mails received, or rejects after `timeoutMs`. */
  waitFor(what: string, check: (mails: readonly ReceivedMail[]) => boolean, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const test = () => {
        if (!check(this.mails)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; received ${this.mails.length}: ${this.mails.map((m) => `${m.messageId} to ${m.to.join(',')}`).join('; ')}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.#waiting.delete(test);
      };
      this.#waiting.add(test);
      test();
    });
  }

  async #take(raw: Buffer, rcptTo: readonly SMTPServerAddress[], callback: (error?: Error | null) => void): Promise<void> {
    const behaviour = this.behaviour;
    if (behaviour.kind === 'refuse') {
      callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
      return;
    }
    const mail = await parse(raw, rcptTo.map((r) => r.address.toLowerCase()));
    this.mails.push(mail);
    if (behaviour.kind === 'accept-then') await behaviour.after(mail);
    callback();
    for (const check of [...this.#waiting]) check();
  }
}

async function parse(raw: Buffer, to: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const calendarPart = /Content-Type: text\/calendar; charset=utf-8; method=(\w+)/i.exec(raw.toString('utf8'));
  const attachment = parsed.attachments.find((a) => a.contentType === 'text/calendar');
  const calendarContent = attachment?.content.toString('utf8') ?? null;
  const header = parsed.headers.get('content-language');
  const sender = parsed.from?.value[0];
  return {
    messageId: parsed.messageId ?? '',
    from: sender ? (sender.name ? `${sender.name} <${sender.address}>` : (sender.address ?? '')) : '',
    to,
    replyTo: parsed.replyTo?.text ?? null,
    subject: parsed.subject ?? '',
    contentLanguage: typeof header === 'string' ? header : null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    calendar: calendarPart && calendarContent !== null ? { method: calendarPart[1]!.toUpperCase(), content: calendarContent } : null,
    raw: raw.toString('utf8'),
  };
}
