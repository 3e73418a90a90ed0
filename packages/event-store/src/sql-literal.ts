/**
 * SQL literals for the one statement sent without parameters: append_stream() (append.ts).
 * On PGlite, binding parameters costs more than the statement itself: each parameterised
 * query is six calls into the WASM module (parse, describe, bind, describe, execute, sync),
 * and 13 bound values added 165 µs to a 330 µs append (bench/RESULTS.md).
 *
 * Strings are escape-string literals (E'…', backslashes and quotes doubled), which read the
 * same whatever standard_conforming_strings says. NUL cannot be stored in text and would
 * cut the statement short, so it is refused.
 */
export function textLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A text value cannot contain the NUL character');
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

export function nullableTextLiteral(value: string | null): string {
  return value === null ? 'NULL' : textLiteral(value);
}

export function integerLiteral(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${String(value)}`);
  return String(value);
}

/** Hex input format: E'\\x…' is the string \x… whatever standard_conforming_strings says. */
export function byteaLiteral(bytes: Uint8Array): string {
  return `E'\\\\x${Buffer.from(bytes).toString('hex')}'::bytea`;
}

export function booleanLiteral(value: boolean): string {
  return value ? 'true' : 'false';
}
