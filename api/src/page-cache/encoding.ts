/** The encodings every cached answer is kept in, best first. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding values seen before, and what they chose: browsers send a handful of exact strings. */
const chosen = new Map<string, Encoding>();
const MAX_REMEMBERED = 64;

function parse(acceptEncoding: string): Encoding {
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const star = quality.get('*');
  const accepts = (name: string) => (quality.get(name) ?? star ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The encoding to answer a request's Accept-Encoding with: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parse(acceptEncoding);
    if (chosen.size < MAX_REMEMBERED) chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}
