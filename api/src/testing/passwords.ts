import { scryptHasher } from '../auth/password.ts';

/**
 * scrypt at N=2^10 for the API tests (ADR 030): the same code, a thousandth of the memory and
 * time. Hundreds of test sign-ins at the production cost spent minutes of CI on hashing alone;
 * password.test.ts checks the production cost itself.
 */
export const testPasswordHasher = scryptHasher({ N: 2 ** 10, r: 8, p: 1 });
