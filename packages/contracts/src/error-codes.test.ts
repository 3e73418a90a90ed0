import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error.ts';
import { ERROR_CODES, ERROR_STATUS } from './error-codes.ts';

describe('the error codes', () => {
  it('are snake_case, each with an error status', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it('give the statuses the HTTP conventions name (and 422 for a reused Idempotency-Key)', () => {
    expect({
      validation_failed: ERROR_STATUS.validation_failed,
      not_signed_in: ERROR_STATUS.not_signed_in,
      forbidden: ERROR_STATUS.forbidden,
      not_found: ERROR_STATUS.not_found,
      concurrent_change: ERROR_STATUS.concurrent_change,
      change_not_allowed: ERROR_STATUS.change_not_allowed,
      request_erased: ERROR_STATUS.request_erased,
      too_large: ERROR_STATUS.too_large,
      not_an_image: ERROR_STATUS.not_an_image,
      rate_limited: ERROR_STATUS.rate_limited,
      idempotency_key_reused: ERROR_STATUS.idempotency_key_reused,
    }).toEqual({
      validation_failed: 400,
      not_signed_in: 401,
      forbidden: 403,
      not_found: 404,
      concurrent_change: 409,
      change_not_allowed: 409,
      request_erased: 409,
      too_large: 413,
      not_an_image: 415,
      rate_limited: 429,
      idempotency_key_reused: 422,
    });
  });

  it('are the only codes an error body may carry', () => {
    expect(v.is(apiErrorSchema, { code: 'not_found', message: 'Not found' })).toBe(true);
    expect(v.is(apiErrorSchema, { code: 'teapot', message: 'Not found' })).toBe(false);
    expect(v.is(apiErrorSchema, { message: 'Not found' })).toBe(false);
  });
});
