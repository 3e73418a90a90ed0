import type { ApiError } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../lib/api.ts';
import { showServerProblems } from './server-issues.ts';

/** What showServerProblems put where, for one refusal. */
function shown(error: unknown, fields: readonly string[] = ['fullName', 'email']) {
  const put = { fields: {} as Record<string, string>, image: null as string | null };
  showServerProblems(error, {
    fields,
    setFieldError: (name, message) => (put.fields[name] = message),
    setImageError: (message) => (put.image = message),
  });
  return put;
}

const refused = (status: number, body: ApiError | null) => new ApiCallError(status, `${status}: …`, body);

describe('a refused submission shows its problems where they are', () => {
  it('puts each field issue next to its field, and leaves issues about other names to the toast', () => {
    const body: ApiError = {
      code: 'validation_failed',
      message: 'Please enter a valid email address',
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'lang', message: 'Invalid value' },
      ],
    };
    expect(shown(refused(400, body))).toEqual({ fields: { email: 'Please enter a valid email address' }, image: null });
  });

  it('puts a too_large or not_an_image refusal at the images, by its code', () => {
    expect(shown(refused(413, { code: 'too_large', message: 'File exceeds the maximum size of 5MB' })).image).toBe('File exceeds the maximum size of 5MB');
    expect(shown(refused(415, { code: 'not_an_image', message: 'Solo se permiten archivos de imagen' })).image).toBe('Solo se permiten archivos de imagen');
  });

  it('does not blame the images for a 413 or 415 with another code, or with none (a proxy refused it)', () => {
    expect(shown(refused(415, { code: 'unsupported_content_type', message: 'Send the form as multipart/form-data' })).image).toBeNull();
    expect(shown(refused(413, null))).toEqual({ fields: {}, image: null });
    expect(shown(new TypeError('Failed to fetch'))).toEqual({ fields: {}, image: null });
  });
});
