import { createHash } from 'node:crypto';
import { KEY_BYTES } from './pii.ts';

/** Bytes of a master key's id: enough to tell keys apart, nothing to guess the key from. */
export const MASTER_KEY_ID_BYTES = 8;

/** A master key and its id (the first 8 bytes of a domain-separated SHA-256 of the key). */
export interface MasterKey {
  readonly id: Buffer;
  readonly key: Buffer;
}

/**
 * The master keys a store knows: `current` wraps every new data key; `previous` (during a
 * rotation, see keys-rotate) still unwraps the data keys it wrapped until they are re-wrapped.
 */
export interface Keyring {
  readonly current: MasterKey;
  readonly previous: MasterKey | null;
}

export function masterKeyId(key: Uint8Array): Buffer {
  return createHash('sha256').update('atelier pii master key id\0').update(key).digest().subarray(0, MASTER_KEY_ID_BYTES);
}

/** 32 bytes, or a string of base64 (or 64 hex chars) encoding them. `name` is for the error. */
function parseMasterKey(value: string | Uint8Array, name = 'masterKey'): MasterKey {
  const key =
    typeof value !== 'string'
      ? Buffer.from(value)
      : /^[0-9a-f]{64}$/i.test(value)
        ? Buffer.from(value, 'hex')
        : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${name} must be ${KEY_BYTES} bytes, given as base64 (e.g. from: openssl rand -base64 32)`);
  }
  return { id: masterKeyId(key), key };
}

export function createKeyring(current: string | Uint8Array, previous?: string | Uint8Array): Keyring {
  const keyring = {
    current: parseMasterKey(current, 'masterKey'),
    previous: previous === undefined ? null : parseMasterKey(previous, 'previousMasterKey'),
  };
  if (keyring.previous?.id.equals(keyring.current.id)) {
    throw new Error('previousMasterKey is the same key as masterKey: nothing to rotate');
  }
  return keyring;
}

/** The master key with this id, or null when the keyring has none. */
export function masterKeyById(keyring: Keyring, id: Uint8Array): MasterKey | null {
  if (keyring.current.id.equals(id)) return keyring.current;
  if (keyring.previous?.id.equals(id)) return keyring.previous;
  return null;
}

export function describeKeyId(id: Uint8Array): string {
  return Buffer.from(id).toString('hex');
}
