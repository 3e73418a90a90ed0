import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, listRequests, submitConcept, submitDressOrder } from '../testing/requests.ts';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** JSON text with the escapes written out, as an attacker's client sends them. */
const rawJson = (fields: Record<string, string>) =>
  `{${Object.entries(fields)
    .map(([key, value]) => `"${key}":"${value.replace(NUL, '\\u0000').replace(LONE_SURROGATE, '\\ud800')}"`)
    .join(',')}}`;

describeEachStore('text the database cannot store is a 400, never a 500', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  const postRaw = (path: string, body: string, method = 'POST') =>
    shared.admin.request(path, { method, body, headers: { 'content-type': 'application/json', 'accept-language': 'en' } });

  it('in the login username and password, and in registration', async () => {
    for (const bad of [NUL, LONE_SURROGATE]) {
      for (const [path, fields, field] of [
        ['/api/login', { username: `own${bad}er`, password: 'whatever it is' }, 'username'],
        ['/api/login', { username: 'owner', password: `pass${bad}word` }, 'password'],
        ['/api/register', { username: `new${bad}staff`, password: 'a long passphrase' }, 'username'],
      ] as const) {
        const response = await postRaw(path, rawJson(fields));
        expect({ path, field, status: response.status }).toEqual({ path, field, status: 400 });
        expect(await errorBody(response)).toEqual({
          code: 'validation_failed',
          message: 'Contains characters that are not allowed',
          issues: [{ path: field, message: 'Contains characters that are not allowed' }],
        });
      }
    }
  });

  // A form is UTF-8 on the wire, where a lone surrogate cannot be written (the browser sends U+FFFD): only NUL gets through.
  it('in any field of a submitted form, which then stores nothing', async () => {
    const order = await submitDressOrder(shared.t.client(), { fullName: `Ana${NUL}`, lang: 'en' });
    expect(order.status).toBe(400);
    expect((await errorBody(order)).issues).toEqual([{ path: 'fullName', message: 'Contains characters that are not allowed' }]);
    const concept = await submitConcept(shared.t.client(), { inspirations: `paper${NUL}`, lang: 'es' });
    expect(await errorBody(concept)).toEqual({
      code: 'validation_failed',
      message: 'Contiene caracteres no permitidos',
      issues: [{ path: 'inspirations', message: 'Contiene caracteres no permitidos' }],
    });
    expect(await listRequests(shared.admin)).toEqual([]);
  });

  it('in a verdict', async () => {
    const id = await createdId(submitDressOrder(shared.t.client()));
    const response = await postRaw(`/api/dress-orders/${id}/status`, rawJson({ status: `approved${NUL}` }), 'PATCH');
    expect(response.status).toBe(400);
    expect((await listRequests(shared.admin)).find((r) => r.id === id)?.status).toBe('pending');
  });
});
