import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Config } from './types.ts';

const MIN_LENGTH = 32;

/**
 * Returns SESSION_SECRET, or outside production a secret generated once and kept in
 * DATA_DIR/session-secret, so that restarting the dev server does not sign everyone out.
 * Kept apart from loadConfig because it writes to disk.
 */
export async function resolveSessionSecret(config: Pick<Config, 'sessionSecret' | 'nodeEnv' | 'paths'>): Promise<string> {
  if (config.sessionSecret !== undefined) return config.sessionSecret;
  if (config.nodeEnv === 'production') {
    // loadConfig already rejects this; a generated secret would differ per replica and break sessions.
    throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  }
  const file = config.paths.sessionSecret;
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;

  const secret = randomBytes(48).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  // Written aside then hard-linked into place: link() is atomic and fails if another process
  // won the race, so a reader never sees a half-written file and both end up with one secret.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${secret}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(file);
    if (winner === undefined) throw new Error(`${file} vanished while being created`, { cause: error });
    return winner;
  } finally {
    await rm(temp, { force: true });
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = content.trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} holds a session secret shorter than ${MIN_LENGTH} characters; delete the file to generate a new one`);
  }
  return secret;
}
