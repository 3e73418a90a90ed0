import { randomBytes } from 'node:crypto';
import { access, rename } from 'node:fs/promises';
import { readOrCreateSecretFile } from './secret-file.ts';
import type { Config } from './types.ts';

const PII_MASTER_KEY_BYTES = 32;

/** Standard base64 of exactly 32 bytes: 43 characters and one `=`. */
export function isBase64MasterKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === PII_MASTER_KEY_BYTES;
}

export interface PiiMasterKeys {
  /** base64 of the 32-byte key that wraps every data key. */
  masterKey: string;
  /** During a rotation: the old key, still unwrapping the data keys it wrapped. */
  previousMasterKey: string | undefined;
  /** Where the key came from, for logs and the rotation command. */
  source: 'environment' | 'file';
}

/**
 * PII_MASTER_KEY (and PII_MASTER_KEY_PREVIOUS), or outside production a key generated once
 * into DATA_DIR/pii-master-key (mode 0600): the embedded mode needs no setup. ADR 009.
 * Kept apart from loadConfig because it writes to disk.
 */
export async function resolvePiiMasterKeys(
  config: Pick<Config, 'piiMasterKey' | 'piiMasterKeyPrevious' | 'nodeEnv' | 'paths'>,
): Promise<PiiMasterKeys> {
  if (config.piiMasterKey !== undefined) {
    return { masterKey: config.piiMasterKey, previousMasterKey: config.piiMasterKeyPrevious, source: 'environment' };
  }
  if (config.nodeEnv === 'production') {
    // loadConfig already rejects this: a key kept beside the data would protect nothing.
    throw new Error('PII_MASTER_KEY is required when NODE_ENV=production');
  }
  const masterKey = await readOrCreateSecretFile(config.paths.piiMasterKey, generatePiiMasterKey, checkKeyFile);
  return { masterKey, previousMasterKey: undefined, source: 'file' };
}

function checkKeyFile(value: string): string | null {
  return isBase64MasterKey(value)
    ? null
    : 'does not hold a PII master key (32 bytes in base64). Restore the file from a backup: without it the personal data is lost';
}

/**
 * Embedded-mode rotation, step 1: the new key, generated into `pii-master-key.next` (0600)
 * or read from there when an earlier rotation was cut short, so a rerun finishes it.
 */
export async function readOrCreateNextPiiMasterKey(config: Pick<Config, 'paths'>): Promise<string> {
  return readOrCreateSecretFile(`${config.paths.piiMasterKey}.next`, generatePiiMasterKey, checkKeyFile);
}

/** Embedded-mode rotation, last step, once every data key is re-wrapped: the new key replaces the old file. */
export async function promoteNextPiiMasterKey(config: Pick<Config, 'paths'>): Promise<void> {
  await rename(`${config.paths.piiMasterKey}.next`, config.paths.piiMasterKey);
}

export async function piiMasterKeyFileExists(config: Pick<Config, 'paths'>): Promise<boolean> {
  return access(config.paths.piiMasterKey).then(
    () => true,
    () => false,
  );
}

export function generatePiiMasterKey(): string {
  return randomBytes(PII_MASTER_KEY_BYTES).toString('base64');
}
