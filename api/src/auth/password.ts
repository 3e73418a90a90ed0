import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters; every hash records its own, so they can be raised later. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt floor (N=2^17, r=8, p=1): 128 MiB and about half a second per hash. */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Hashes new passwords at one cost and checks stored ones at whatever cost they record. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Checked when the username is unknown, at the same cost, so timing does not reveal which names exist. */
  readonly dummyHash: string;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
const format = (cost: ScryptCost, salt: Buffer, key: Buffer) =>
  ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');

export function scryptHasher(cost: ScryptCost = OWASP_SCRYPT): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      return format(cost, salt, await derive(password, salt, cost));
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    dummyHash: format(cost, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH)),
  };
}
