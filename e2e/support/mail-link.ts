import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type AddressObject } from 'mailparser';
import { E2E_DATA_DIR } from './base-url.ts';

/** Where the embedded server writes each mail when it has no SMTP_URL (docs/product.md#mail, ADR 045). */
const MAIL_DIR = join(E2E_DATA_DIR, 'mail');

/** Her page's path with its token, as a client mail links to it: `/mi-pedido#t=…` or `/en/my-request#t=…`. */
const CLIENT_LINK = /(?:https?:\/\/[^\s"'<>/]+)?(\/(?:mi-pedido|en\/my-request)#t=[A-Za-z0-9_-]+)/;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  [field ?? []].flat().flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase()));

async function mailFiles(): Promise<{ path: string; mtime: number }[]> {
  let names: string[];
  try {
    names = await readdir(MAIL_DIR);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(names.filter((name) => name.endsWith('.eml')).map(async (name) => ({ path: join(MAIL_DIR, name), mtime: (await stat(join(MAIL_DIR, name))).mtimeMs })));
  return files.sort((a, b) => b.mtime - a.mtime);
}

/** The link to her page in the newest .eml sent to `email`, or null when there is none yet. */
async function newestClientLink(email: string): Promise<string | null> {
  for (const file of await mailFiles()) {
    const mail = await simpleParser(await readFile(file.path));
    if (!addressesOf(mail.to).includes(email.toLowerCase())) continue;
    const link = CLIENT_LINK.exec(`${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`)?.[1];
    if (link) return link.replace(/&amp;/g, '&');
  }
  return null;
}

/**
 * Waits for a mail to `email` that links to her page, checking the mail folder every 250 ms
 * for at most `withinMs`. Null when none came: the server sends no client mail (no sender).
 */
async function waitForClientLink(email: string, withinMs: number): Promise<string | null> {
  const end = Date.now() + withinMs;
  for (;;) {
    const link = await newestClientLink(email);
    if (link || Date.now() > end) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How long a mail may take: a projection run and one send, in the embedded server's process. */
const MAIL_WAIT_MS = 30_000;

/** The path and fragment of her newest link, read from the mail the server wrote to her: `/mi-pedido#t=…`. */
export async function clientLinkFor(email: string): Promise<string> {
  const link = await waitForClientLink(email, MAIL_WAIT_MS);
  expect(link, `a mail to ${email} linking to her page`).not.toBeNull();
  return link!;
}
