import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/harness.ts';
import { isDeclaredRoute } from './custom-route.ts';

describe('every route is declared', () => {
  const shared = useTestApp('pglite');

  it('answers each /api and /media route with a command, a list, a private read or a custom route', () => {
    // Middleware registers under the same method and path before the route's own handler: the last one answers.
    const answering = new Map<string, unknown>();
    for (const route of shared.t.app.routes) {
      if (route.method !== 'ALL' && /^\/(api|media)\//.test(route.path)) answering.set(`${route.method} ${route.path}`, route.handler);
    }
    expect(answering.size).toBeGreaterThan(30);
    expect([...answering].filter(([, handler]) => !isDeclaredRoute(handler)).map(([route]) => route)).toEqual([]);
  });
});
