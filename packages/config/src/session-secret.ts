import { randomBytes } from 'node:crypto';
import { readOrCreateSecretFile } from './secret-file.ts';
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
  return readOrCreateSecretFile(
    config.paths.sessionSecret,
    () => randomBytes(48).toString('base64url'),
    (secret) =>
      secret.length < MIN_LENGTH
        ? `holds a session secret shorter than ${MIN_LENGTH} characters; delete the file to generate a new one`
        : null,
  );
}
