import { registerSchema } from '@atelier/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password.ts';

describe('generatePassword', () => {
  it('makes four groups of four unambiguous characters, which registration accepts', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}(?:-[a-hjkmnp-z2-9]{4}){3}$/);
    expect(v.safeParse(registerSchema, { username: 'nueva', password }).success).toBe(true);
  });

  it('skips bytes that would bias the alphabet', () => {
    // 248 and above are rejected (256 - 256 % 31 = 248); 0 maps to "a", 32 to "b".
    let call = 0;
    const password = generatePassword((bytes) => {
      bytes.fill(call === 0 ? 250 : 0);
      if (call === 0) bytes[0] = 32;
      call++;
    });
    expect(password).toBe('baaa-aaaa-aaaa-aaaa');
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBe(20);
  });
});
