import { ERROR_STATUS, LANGS, MESSAGES, apiErrorSchema, type Lang } from '@atelier/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context.ts';
import { APP_WIDE_CASES, ERROR_CASES, type CaseRequest, type ErrorCase } from './testing/error-cases.ts';
import { prepareErrorFixtures, type ErrorFixtures } from './testing/error-fixtures.ts';
import { startTestApp, type TestApp } from './testing/harness.ts';

/**
 * The app's endpoints as Hono lists them. A route for ALL methods on a path ending in `*` is
 * a middleware (or the JSON 404 of unknown API paths): its answers are the app-wide cases.
 */
function endpointsOf(app: Hono<AppEnv>): string[] {
  const endpoints = app.routes.filter((route) => route.method !== 'ALL' || !route.path.endsWith('*')).map((route) => `${route.method} ${route.path}`);
  return [...new Set(endpoints)].sort();
}

/** Whether a request reaches the route `key` names ("PATCH /api/reviews/:id"). */
function reaches(key: string, request: CaseRequest): boolean {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+').replace(/\*$/, '.*')}(\\?.*)?$`);
  return (method === 'ALL' || method === request.method) && pattern.test(request.path);
}

/** Each language's catalogue as patterns: a `{placeholder}` stands for any text. */
const CATALOGUE: Record<Lang, RegExp[]> = {
  es: Object.values(MESSAGES.es).map(asPattern),
  en: Object.values(MESSAGES.en).map(asPattern),
};

function asPattern(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 's');
}

const inCatalogue = (text: string, lang: Lang) => CATALOGUE[lang].some((pattern) => pattern.test(text));

describe('every error answer is { code, message, issues? } with a listed code, at the status the table gives, in es and in en', () => {
  let t: TestApp;
  let f: ErrorFixtures;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    f = await prepareErrorFixtures(t);
  });
  afterAll(() => t.close());

  async function answerOf(errorCase: ErrorCase, lang: Lang) {
    const request = errorCase.send(f, lang);
    const response = await f.clients[errorCase.as].request(request.path, {
      method: request.method,
      headers: { 'accept-language': lang, ...request.headers },
      json: request.json,
      body: request.body,
    });
    const text = await response.text();
    const parsed = v.safeParse(apiErrorSchema, text.startsWith('{') ? JSON.parse(text) : text);
    return { request, status: response.status, type: response.headers.get('content-type'), text, body: parsed.success ? parsed.output : null };
  }

  async function expectListedAnswer(errorCase: ErrorCase, route?: string) {
    const messages: string[] = [];
    for (const lang of LANGS) {
      const answer = await answerOf(errorCase, lang);
      const where = `${route ?? 'app-wide'}: ${errorCase.what} (${lang}) answered ${answer.status} ${answer.text.slice(0, 200)}`;
      if (route) expect(reaches(route, answer.request), `${where}: the request does not reach its route`).toBe(true);
      expect(answer.type, where).toMatch(/^application\/json/);
      expect(answer.body, where).not.toBeNull();
      expect(answer.body?.code, where).toBe(errorCase.code);
      expect(answer.status, where).toBe(ERROR_STATUS[errorCase.code]);
      const texts = [answer.body!.message, ...(answer.body!.issues ?? []).map((issue) => issue.message)];
      for (const text of texts) expect(inCatalogue(text, lang), `${where}: "${text}" is not a ${lang} catalogue message`).toBe(true);
      messages.push(answer.body!.message);
    }
    expect(new Set(messages).size, `${errorCase.what}: the same message in every language`).toBe(LANGS.length);
  }

  it('has error cases for every endpoint the app routes, and for no other', () => {
    expect(Object.keys(ERROR_CASES).sort()).toEqual(endpointsOf(t.app));
    for (const [route, cases] of Object.entries(ERROR_CASES)) expect(cases.length, `${route} has no error case`).toBeGreaterThan(0);
  });

  for (const [route, cases] of Object.entries(ERROR_CASES)) {
    it(`${route}: ${cases.map((errorCase) => errorCase.code).join(', ')}`, async () => {
      for (const errorCase of cases) await expectListedAnswer(errorCase, route);
    });
  }

  it(`app-wide: ${APP_WIDE_CASES.map((errorCase) => errorCase.code).join(', ')}`, async () => {
    for (const errorCase of APP_WIDE_CASES) await expectListedAnswer(errorCase);
  });
});
