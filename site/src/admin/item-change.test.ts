import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../lib/api.ts';
import { changeShownItem, outcomeOf, StaleEditError } from './item-change.ts';
import { ADMIN_TEXT } from './text.ts';

/** Answers every fetch with `status` and `body`, and keeps the requests. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('changeShownItem: edits and deletes at the version the admin was shown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends If-Match with the version, quoted, beside the other headers', async () => {
    const fetch = answer(200, { id: 3, version: 5 });
    expect(await changeShownItem('/api/reviews/3', 4, { method: 'PATCH', body: { rating: 2 }, headers: { 'Accept-Language': 'en' } })).toEqual({ id: 3, version: 5 });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/reviews/3');
    expect(init.headers).toMatchObject({ 'If-Match': '"4"', 'Accept-Language': 'en', 'Content-Type': 'application/json' });
  });

  it("a concurrent_change is a stale edit, told in the admin's words", async () => {
    answer(409, { code: 'concurrent_change', message: 'This was changed by someone else at the same time. Reload and try again.' });
    const refusal = await changeShownItem('/api/gallery-images/7', 1, { method: 'DELETE' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StaleEditError);
    expect(refusal).toMatchObject({ status: 409, code: 'concurrent_change', serverMessage: ADMIN_TEXT.es.staleEdit.description });
    expect(outcomeOf(refusal)).toBe('stale');
  });

  it('the code decides, whatever the message says or whichever language it is in', async () => {
    answer(409, { code: 'concurrent_change', message: 'Otro texto cualquiera' });
    expect(await changeShownItem('/api/categories/gala', 3, { method: 'DELETE' }).catch((error: unknown) => error)).toBeInstanceOf(StaleEditError);
    // The stale-edit sentence under another code is not a stale edit.
    answer(409, { code: 'change_not_allowed', message: 'This was changed by someone else at the same time. Reload and try again.' });
    expect(await changeShownItem('/api/categories/gala', 3, { method: 'DELETE' }).catch((error: unknown) => error)).not.toBeInstanceOf(StaleEditError);
  });

  it("a domain's refusal (a public collection cannot be renamed) keeps its own message", async () => {
    answer(409, { code: 'change_not_allowed', message: '«vestidos» es una colección pública del sitio (/coleccion/vestidos): no se puede renombrar ni eliminar' });
    const refusal = await changeShownItem('/api/categories/vestidos', 3, { method: 'PATCH', body: { name: 'fiesta' } }).catch((error: unknown) => error);
    expect(refusal).not.toBeInstanceOf(StaleEditError);
    expect(refusal).toMatchObject({ status: 409, code: 'change_not_allowed', serverMessage: expect.stringContaining('colección pública') });
    expect(outcomeOf(refusal)).toBe('refused');
  });

  it('any other refusal is passed on as it came', async () => {
    answer(404, { code: 'not_found', message: 'Review not found' });
    const refusal = await changeShownItem('/api/reviews/9', 0, { method: 'DELETE' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiCallError);
    expect(refusal).not.toBeInstanceOf(StaleEditError);
    expect(refusal).toMatchObject({ status: 404, code: 'not_found', serverMessage: 'Review not found' });
    expect(outcomeOf(refusal)).toBe('refused');
  });

  it('an answer that is not an API error (a proxy page, an unlisted code) has no code, and is refused as it came', async () => {
    answer(409, { code: 'something_else', message: 'This was changed by someone else at the same time. Reload and try again.' });
    const refusal = await changeShownItem('/api/reviews/9', 0, { method: 'DELETE' }).catch((error: unknown) => error);
    expect(refusal).not.toBeInstanceOf(StaleEditError);
    expect(refusal).toMatchObject({ status: 409, code: null, serverMessage: null });
  });
});
