export class InvalidBlobKeyError extends Error {
  override readonly name = 'InvalidBlobKeyError';
  constructor(readonly key: string) {
    super(
      `Invalid blob key ${JSON.stringify(key)}: use lowercase segments of [a-z0-9_.-] separated by "/", each starting with a letter or digit, at most 512 characters`,
    );
  }
}

// Segments must start with a letter or digit: that rules out "", ".", ".." and hidden names, so a
// key can neither climb out of the store's root nor reach the store's own ".tmp"/".meta" folders.
const SEGMENT = /^[a-z0-9][a-z0-9_.-]*$/;
const MAX_KEY_LENGTH = 512;

export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidBlobKeyError(String(key));
  if (!key.split('/').every((segment) => SEGMENT.test(segment))) throw new InvalidBlobKeyError(key);
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
