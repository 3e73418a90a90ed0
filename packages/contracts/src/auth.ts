import * as v from 'valibot';
import { text } from './fields.ts';
import { localized } from './messages.ts';

/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
const MAX_PASSWORD = 256;

/** POST /api/login. Passwords are never trimmed: spaces may be part of them. */
export const loginSchema = v.object({
  username: v.pipe(
    text('usernameRequired'),
    v.trim(),
    v.nonEmpty(localized('usernameRequired')),
    v.maxLength(100, localized('usernameRequired')),
  ),
  password: v.pipe(
    text('passwordRequired'),
    v.nonEmpty(localized('passwordRequired')),
    v.maxLength(MAX_PASSWORD, localized('passwordRequired')),
  ),
});

/** POST /api/register. ASCII-only names avoid look-alike letters from other scripts. */
export const registerSchema = v.object({
  username: v.pipe(
    text('usernameRequired'),
    v.trim(),
    v.nonEmpty(localized('usernameRequired')),
    v.minLength(3, localized('usernameLength')),
    v.maxLength(40, localized('usernameLength')),
    v.regex(/^[A-Za-z0-9._-]+$/, localized('usernameChars')),
  ),
  password: v.pipe(
    text('passwordRequired'),
    v.nonEmpty(localized('passwordRequired')),
    v.minLength(10, localized('passwordTooShort')),
    v.maxLength(MAX_PASSWORD, localized('tooLong', { max: MAX_PASSWORD })),
  ),
  isAdmin: v.optional(v.boolean(localized('invalidValue')), false),
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginOutput = v.InferOutput<typeof loginSchema>;
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterOutput = v.InferOutput<typeof registerSchema>;
