import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ensurePrivateDir } from './private-files.ts';

/**
 * The secret kept in `file` (trimmed), or a new one from `generate` written there once,
 * mode 0600 in a 0700 directory. `check` returns why a stored value is unusable, or null.
 * The file is written aside then hard-linked into place: link() is atomic and fails if
 * another process won the race, so a reader never sees a half-written file and every
 * process ends up with the same secret.
 */
export async function readOrCreateSecretFile(
  file: string,
  generate: () => string,
  check: (value: string) => string | null,
): Promise<string> {
  const existing = await readSecret(file, check);
  if (existing !== undefined) return existing;

  const secret = generate();
  await ensurePrivateDir(dirname(file));
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${secret}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(file, check);
    if (winner === undefined) throw new Error(`${file} vanished while being created`, { cause: error });
    return winner;
  } finally {
    await rm(temp, { force: true });
  }
}

async function readSecret(file: string, check: (value: string) => string | null): Promise<string | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = content.trim();
  const problem = check(secret);
  if (problem !== null) throw new Error(`${file} ${problem}`);
  return secret;
}
