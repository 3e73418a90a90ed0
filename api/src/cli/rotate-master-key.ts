import {
  piiMasterKeyFileExists,
  promoteNextPiiMasterKey,
  readOrCreateNextPiiMasterKey,
  resolvePiiMasterKeys,
  type Config,
} from '@atelier/config';
import { masterKeyId, openEventStore } from '@atelier/event-store';

export interface RotationOutcome {
  rewrapped: number;
  /** Hex id of the master key every data key is wrapped with now. */
  keyId: string;
  /** What the operator does next. */
  next: string;
}

/** A rotation that cannot start: the message says what to set. */
export class RotationUsageError extends Error {
  override readonly name = 'RotationUsageError';
}

/**
 * `pnpm keys:rotate` (ADR 009). Re-wraps every data key under the new master key:
 *
 * - with PII_MASTER_KEY set: from PII_MASTER_KEY_PREVIOUS (the old key) to PII_MASTER_KEY;
 * - in embedded mode (no PII_MASTER_KEY, outside production): from DATA_DIR/pii-master-key
 *   to a new key, generated into pii-master-key.next and moved over the old file once the
 *   database is re-wrapped. Cut short anywhere, a rerun finishes the same rotation.
 */
export async function rotateMasterKey(config: Config): Promise<RotationOutcome> {
  if (config.piiMasterKey !== undefined) {
    if (config.piiMasterKeyPrevious === undefined) {
      throw new RotationUsageError(
        'Nothing to rotate: set PII_MASTER_KEY_PREVIOUS to the current (old) key and PII_MASTER_KEY to the new one (openssl rand -base64 32), then run pnpm keys:rotate again.',
      );
    }
    const rewrapped = await rewrap(config, config.piiMasterKey, config.piiMasterKeyPrevious);
    return {
      rewrapped,
      keyId: idOf(config.piiMasterKey),
      next: 'Every data key is wrapped by PII_MASTER_KEY now: remove PII_MASTER_KEY_PREVIOUS from the environment of every process and restart them.',
    };
  }
  if (!(await piiMasterKeyFileExists(config))) {
    throw new RotationUsageError(
      `Nothing to rotate: there is no master key file at ${config.paths.piiMasterKey} (the app creates it at its first start), and PII_MASTER_KEY is not set.`,
    );
  }
  const { masterKey: oldKey } = await resolvePiiMasterKeys(config);
  const newKey = await readOrCreateNextPiiMasterKey(config);
  const rewrapped = await rewrap(config, newKey, oldKey);
  await promoteNextPiiMasterKey(config);
  return {
    rewrapped,
    keyId: idOf(newKey),
    next: `${config.paths.piiMasterKey} holds the new key. Replace every copy (backups) of the old one with it: the old key no longer reads anything.`,
  };
}

async function rewrap(config: Config, masterKey: string, previousMasterKey: string): Promise<number> {
  const store = await openEventStore({ databaseUrl: config.databaseUrl, dataDir: config.paths.pglite, masterKey, previousMasterKey });
  try {
    return (await store.rewrapStreamKeys()).rewrapped;
  } finally {
    await store.close();
  }
}

function idOf(key: string): string {
  return masterKeyId(Buffer.from(key, 'base64')).toString('hex');
}
