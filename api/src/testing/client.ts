import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const TEST_ORIGIN = 'http://localhost';

/**
 * Drives the app through `app.request()` like a browser on the same origin: it keeps
 * cookies between calls and sends the Origin header browsers send on POSTs.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly app: Hono<AppEnv>) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    const cookie = this.cookieHeader();
    if (cookie) headers.set('cookie', cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  get(path: string, headers?: HeadersInit) {
    return this.request(path, { method: 'GET', headers });
  }

  postJson(path: string, json: unknown, headers?: HeadersInit) {
    return this.request(path, { method: 'POST', json, headers });
  }

  patchJson(path: string, json: unknown, headers?: HeadersInit) {
    return this.request(path, { method: 'PATCH', json, headers });
  }

  postForm(path: string, form: FormData, headers?: HeadersInit) {
    return this.request(path, { method: 'POST', body: form, headers });
  }

  /** The raw cookie header, to replay an old session after logout. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  forgetCookies(): void {
    this.cookies.clear();
  }

  private store(setCookie: string) {
    const [pair, ...attributes] = setCookie.split(';');
    const index = pair?.indexOf('=') ?? -1;
    if (!pair || index < 0) return;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
