import {
  calendarEventSchema,
  contactMessageSchema,
  customConceptSchema,
  dressOrderSchema,
  loginSchema,
  registerSchema,
  siteSettingUpdateSchemaFor,
  statusPatchSchema,
} from '@atelier/contracts';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { parseOrThrow } from './validate.ts';

const SCHEMAS: Record<string, v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>> = {
  login: loginSchema,
  register: registerSchema,
  statusPatch: statusPatchSchema,
  dressOrder: dressOrderSchema,
  customConcept: customConceptSchema,
  calendarEvent: calendarEventSchema,
  contactMessage: contactMessageSchema,
  siteSettingUpdate: siteSettingUpdateSchemaFor('contactAddress'),
};

const SENTINEL = 'ECHO-9f2c1b';

/** Every way a field can carry the sentinel: as text (too long, wrong format) or inside a wrong type. */
const carriers = [SENTINEL, SENTINEL.repeat(2000), [SENTINEL], { [SENTINEL]: SENTINEL }, `${SENTINEL}@`, `http://${SENTINEL}`];

function refusal(schema: v.GenericSchema, input: unknown, lang: 'es' | 'en'): HttpError {
  try {
    parseOrThrow(schema, input, lang);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(input).slice(0, 80)}`);
}

describe('validation answers never contain the submitted value', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name}: whatever the body or any field holds`, () => {
      const bodies: unknown[] = [...carriers, 12345, null];
      for (const field of Object.keys(schema.entries)) for (const carrier of carriers) bodies.push({ [field]: carrier });
      let refused = 0;
      for (const body of bodies) {
        for (const lang of ['es', 'en'] as const) {
          let error: HttpError;
          try {
            error = refusal(schema, body, lang);
          } catch {
            continue; // a sentinel that happens to be a valid value for an optional field
          }
          refused += 1;
          expect([error.status, error.code]).toEqual([400, 'validation_failed']);
          expect(JSON.stringify(error.bodyIn(lang))).not.toContain(SENTINEL);
        }
      }
      expect(refused).toBeGreaterThan(bodies.length);
    });
  }
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL in the username', { username: 'ow\u0000ner', password: 'secret' }, 'username'],
    ['a lone surrogate in the password', { username: 'owner', password: 'pa\ud800ss' }, 'password'],
  ])('%s is a 400 naming the field, in the request language', (_name, body, path) => {
    const english = refusal(loginSchema, body, 'en');
    expect({ status: english.status, ...english.bodyIn('en') }).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Contains characters that are not allowed',
      issues: [{ path, message: 'Contains characters that are not allowed' }],
    });
    expect(refusal(loginSchema, body, 'es').bodyIn('es').message).toBe('Contiene caracteres no permitidos');
  });
});
