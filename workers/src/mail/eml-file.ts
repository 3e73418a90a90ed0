import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '@atelier/config';
import type { Db } from '@atelier/event-store';

/**
 * Writes one mail to `dir/<id>.eml`: whole, 0600, under a temporary name first and then
 * renamed, so a reader never finds half a mail. Written again (a retry), it replaces the
 * file with the same mail.
 */
export async function writeEmlFile(dir: string, outboxId: string, message: Buffer): Promise<string> {
  if (!/^[0-9a-f]{32}$/.test(outboxId)) throw new Error(`Not an outbox entry id: ${outboxId}`);
  await ensurePrivateDir(dir);
  const file = join(dir, `${outboxId}.eml`);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, message, { mode: PRIVATE_FILE_MODE, flush: true });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return file;
}

/**
 * Erasure, in embedded mode without SMTP_URL: the .eml files of every mail about `streamId`
 * (a request, with its appointments, or a contact message) are deleted, since they hold her
 * data in the clear (docs/product.md#mail). Files never written are skipped.
 */
export async function removeEmlFilesOf(db: Db, dir: string, streamId: string): Promise<void> {
  const entries = await db
    .selectFrom('rm_mail_outbox')
    .select('outbox_id')
    .where((eb) => eb.or([eb('request_stream_id', '=', streamId), eb('source_stream_id', '=', streamId)]))
    .execute();
  await Promise.all(entries.map((entry) => rm(join(dir, `${entry.outbox_id}.eml`), { force: true })));
}
