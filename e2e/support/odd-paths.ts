import { connect } from 'node:net';

/** Where the site's routes start: every prefix an odd path is tried under. */
const ROUTE_PREFIXES = [
  '/',
  '/en/',
  '/api/',
  '/api/requests/dress/',
  '/api/gallery-images/',
  '/media/',
  '/media/gallery/',
  '/admin',
  '/admin/',
  '/en/admin/',
  '/coleccion/',
  '/coleccion/vestidos/',
  '/proyecto/',
  '/proyecto/1/',
  '/blog/',
  '/en/blog/',
  '/_astro/',
  '/art/',
];

/** Odd things a stranger's tool can put in a path: each is appended to every prefix, alone and before a plain segment. */
const ODD_PARTS = [
  '//',
  '//evil.example',
  '//evil.example/%2e%2e',
  '%2e%2e',
  '%2E%2E/',
  '.%2e/',
  '%2e',
  '..%2f',
  '..%2F..%2F',
  '%2f%2fevil.example',
  '%5c..%5c',
  '%252e%252e',
  '%00',
  '%',
  '%Z1',
  '%e0%a4%a',
  '%c0%af',
  '%ff',
  '%u002e',
  'a'.repeat(3000),
  `${'b'.repeat(300)}/`.repeat(20),
  'x/../../..',
  './',
];

/** A few hundred request targets made of the prefixes and the odd parts. */
export function oddRequestTargets(): string[] {
  const targets = new Set<string>();
  for (const prefix of ROUTE_PREFIXES) {
    for (const odd of ODD_PARTS) {
      targets.add(prefix + odd);
      targets.add(`${prefix}${odd}/x`);
    }
    targets.add(`/${prefix}`);
    targets.add(`//evil.example${prefix}`);
  }
  return [...targets];
}

export interface RawAnswer {
  target: string;
  status: number;
  location: string | null;
}

/**
 * Sends `GET target` over a plain socket, byte for byte (fetch and http.request would
 * normalise or refuse it first), and reads the status line and the Location header.
 */
export function rawGet(port: number, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    socket.setEncoding('latin1');
    socket.on('connect', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1'));
    socket.on('data', (chunk: string) => {
      if (head.includes('\r\n\r\n')) return;
      head += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1] ?? null;
      resolve({ target, status, location });
    });
  });
}

/** A redirect stays on the site when its Location is a path (not `//host`) or an URL of the same origin. */
export function staysOnSite(location: string | null, origin: string): boolean {
  if (location === null) return false;
  try {
    return new URL(location, `${origin}/some/page`).origin === origin;
  } catch {
    return false;
  }
}
