/**
 * A fresh Idempotency-Key (product decisions: a double click or a retry must not create two
 * requests). `randomUUID` needs a secure context; plain-HTTP previews fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
