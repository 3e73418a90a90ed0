/**
 * A fresh Idempotency-Key (docs/product.md#forms: a double click or a retry must not create two
 * requests). `randomUUID` needs a secure context; plain-HTTP previews fall back to random
 * bytes.
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key an attempt was sent with, and what it sent. */
export interface AttemptKey {
  key: string;
  content: string;
}

/**
 * The key for the next attempt: the failed attempt's own key while the form sends exactly the
 * same thing (a retry, which the server answers with the first result if it did arrive), a
 * new one as soon as anything changed (an edit after a network error is a new submission:
 * the server refuses a key reused with different data).
 */
export function keyForAttempt(previous: AttemptKey | null, content: string, fresh: () => string = newIdempotencyKey): AttemptKey {
  return previous !== null && previous.content === content ? previous : { key: fresh(), content };
}

/** What a form sends, as comparable text: every field, and each file by name, size, type and date (a JSON body as it is sent). */
export function contentOf(body: FormData | Record<string, unknown>): string {
  if (!(body instanceof FormData)) return JSON.stringify(body);
  const parts = [...body.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value] : [name, 'file', value.name, value.size, value.type, value.lastModified],
  );
  return JSON.stringify(parts);
}
