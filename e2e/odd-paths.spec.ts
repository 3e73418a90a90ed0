import { expect, test } from './support/test.ts';
import { BASE_URL, E2E_PORT } from './support/base-url.ts';
import { oddRequestTargets, rawGet, staysOnSite } from './support/odd-paths.ts';

/**
 * A stranger's tool sends paths no browser would: double slashes, encoded dots and slashes,
 * NUL, bad escapes, overlong segments. Over a plain socket, so each reaches Node as written.
 */
test('every odd path under every route prefix answers 4xx, or a redirect that stays on the site', async () => {
  const targets = oddRequestTargets();
  expect(targets.length).toBeGreaterThan(300);
  const answers = [];
  for (const target of targets) answers.push(await rawGet(Number(E2E_PORT), target));
  const wrong = answers.filter(
    ({ status, location }) => !((status >= 400 && status < 500) || (status >= 300 && status < 400 && staysOnSite(location, BASE_URL))),
  );
  expect(wrong).toEqual([]);
  // The report's own example, and one of each answer.
  expect(await rawGet(Number(E2E_PORT), '//evil.example/%2e%2e')).toEqual({ target: '//evil.example/%2e%2e', status: 308, location: '/' });
  expect((await rawGet(Number(E2E_PORT), '/blog/%00')).status).toBe(400);
  expect((await rawGet(Number(E2E_PORT), `/proyecto/${'a'.repeat(3000)}`)).status).toBe(414);
});
