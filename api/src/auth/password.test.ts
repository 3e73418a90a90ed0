import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT, scryptHasher } from './password.ts';

describe('scrypt password hashing', () => {
  it('hashes at the OWASP cost by default and records it, so a later raise still reads old hashes', async () => {
    const hasher = scryptHasher();
    const stored = await hasher.hash('a long passphrase');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(OWASP_SCRYPT.N), '8', '1']);
    expect(await hasher.verify('a long passphrase', stored)).toBe(true);
    expect(await hasher.verify('a long passphrasE', stored)).toBe(false);
    // A hasher at another cost checks a stored hash at the cost that hash records.
    expect(await scryptHasher({ N: 2 ** 10, r: 8, p: 1 }).verify('a long passphrase', stored)).toBe(true);
  });

  it('salts every hash, normalises the password, and refuses what is not one of its hashes', async () => {
    const hasher = scryptHasher({ N: 2 ** 10, r: 8, p: 1 });
    const [one, two] = await Promise.all([hasher.hash('café crème'), hasher.hash('café crème')]);
    expect(one).not.toBe(two);
    expect(await hasher.verify('cafe\u0301 cre\u0300me', one!)).toBe(true);
    expect(await hasher.verify('café crème', 'bcrypt$whatever')).toBe(false);
    expect(await hasher.verify('café crème', '')).toBe(false);
  });

  it('has a dummy hash at its own cost that no password matches', async () => {
    const hasher = scryptHasher({ N: 2 ** 11, r: 8, p: 1 });
    expect(hasher.dummyHash.split('$').slice(0, 4)).toEqual(['scrypt', '2048', '8', '1']);
    expect(await hasher.verify('', hasher.dummyHash)).toBe(false);
    expect(scryptHasher().dummyHash.split('$')[1]).toBe(String(2 ** 17));
  });
});
