import type { MailConfig } from '@atelier/config';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { ComposedMail } from './compose.ts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeEmlFile } from './eml-file.ts';

/** Where a mail goes: an SMTP server, or a file. `response` is what the log keeps of the answer. */
export interface MailTransport {
  /** "smtp" or "eml files", for the log. */
  readonly kind: string;
  send(outboxId: string, mail: ComposedMail): Promise<{ response: string }>;
  /** Takes back a mail it keeps (the .eml files): her erasure came while it was being written. */
  forget?(outboxId: string): Promise<void>;
  close(): void;
}

/** Bounds on one SMTP conversation, well inside the 60 s lease an attempt holds (ADR 045). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The message as nodemailer takes it: the sender, both parts, the invitation, the Message-ID and language. */
function nodemailerMessage(from: MailConfig['from'], mail: ComposedMail): SendMailOptions {
  return {
    from: from.name ? { name: from.name, address: from.address } : from.address,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content } } : {}),
    messageId: mail.messageId,
    headers: { 'Content-Language': mail.lang },
  };
}

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// with TLS; credentials in the URL). */
export function smtpTransport(config: Pick<MailConfig, 'from'> & { smtpUrl: string }): MailTransport {
  const transporter = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(_outboxId, mail) {
      const info = await transporter.sendMail(nodemailerMessage(config.from, mail));
      return { response: String(info.response ?? '') };
    },
    close: () => transporter.close(),
  };
}

/**
 * Embedded mode without SMTP_URL: each mail is written whole to DATA_DIR/mail/<entry id>.eml
 * (0600), as the SMTP server would have received it, and counts as sent (docs/product.md#mail).
 */
export function emlTransport(config: Pick<MailConfig, 'from' | 'dir'>): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml files',
    async send(outboxId, mail) {
      const info = await transporter.sendMail(nodemailerMessage(config.from, mail));
      await writeEmlFile(config.dir, outboxId, info.message as Buffer);
      return { response: `written to mail/${outboxId}.eml` };
    },
    forget: (outboxId) => rm(join(config.dir, `${outboxId}.eml`), { force: true }),
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, else the .eml files. */
export const mailTransport = (config: MailConfig): MailTransport =>
  config.smtpUrl === undefined ? emlTransport(config) : smtpTransport({ ...config, smtpUrl: config.smtpUrl });
