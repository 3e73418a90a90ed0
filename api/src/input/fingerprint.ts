import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The digest of a submission: its validated fields and the bytes of each file, in order. Two
 * submissions with the same fingerprint are the same request (a retry, a double click).
 */
export async function fingerprintOf(value: unknown, files: readonly File[] = []): Promise<string> {
  const fileDigests = await Promise.all(files.map(async (file) => sha256(new Uint8Array(await file.arrayBuffer()))));
  return sha256(canonicalJson({ value, files: fileDigests }));
}
