import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, apiFetch } from './api.ts';

/** Answers the next fetch with `status` and the raw `body`. */
function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

const refusal = (path = '/api/x') => apiFetch(path).catch((error: unknown) => error);

describe('apiFetch: a refusal carries the code the API gave', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses the listed code, the message and the issues', async () => {
    answer(400, JSON.stringify({ code: 'validation_failed', message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] }));
    const error = await refusal();
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', serverMessage: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] });
  });

  it('has no code, and no server message, for a body that is not a listed API error', async () => {
    for (const body of ['{"code":"made_up","message":"Hmm"}', '{"message":"no code"}', '<html>Bad Gateway</html>', '']) {
      answer(502, body);
      expect(await refusal()).toMatchObject({ status: 502, code: null, serverMessage: null, issues: [] });
    }
  });
});
