/** A NUL (PostgreSQL text refuses it) or a UTF-16 surrogate without its pair (not Unicode at all). */
const isUnsafe = (text: string): boolean => text.includes('\u0000') || !text.isWellFormed();

/**
 * The dotted path of the first string in `value` (a parsed JSON body or a form's fields)
 * that the database could not store as text, '' for the value itself, or null when there is none.
 * Object keys count too: a key is stored wherever its value is.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafe(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (isUnsafe(key)) return at;
    const found = findUnsafeText(item, at);
    if (found !== null) return found;
  }
  return null;
}
