import type { Lang, MyRequest } from '@atelier/contracts';

/**
 * A refused call: its status and the API's own words. Lighter than lib/api.ts's (which checks
 * every error with its schema): this page stays within its JS budget.
 */
class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${serverMessage ?? ''}`);
    this.name = 'ApiCallError';
  }
}

interface Init {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  lang: Lang;
  headers?: Record<string, string>;
}

/** Calls her page's API in her language; the answer's JSON, null when empty, or an ApiCallError. */
export async function apiFetch<T = unknown>(path: string, init: Init): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': init.lang, ...init.headers };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(path, { method: init.method ?? 'GET', credentials: 'same-origin', headers, body });
  const text = await response.text();
  if (!response.ok) {
    let message: string | null = null;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') message = parsed.message;
    } catch {
      // not the API's JSON (a proxy's page): our own words are shown
    }
    throw new ApiCallError(response.status, message);
  }
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** Her page's calls (docs/product.md#the-clients-page): the cookie they carry is scoped to /api/my-request. */
export const myRequestApi = {
  /** Her request, or null when no session is open here (404). */
  async load(lang: Lang): Promise<MyRequest | null> {
    try {
      return await apiFetch<MyRequest>('/api/my-request', { lang });
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 404) return null;
      throw error;
    }
  },
  open: (token: string, lang: Lang) => apiFetch('/api/my-request/session', { method: 'POST', body: { token }, lang }),
  signOut: (lang: Lang) => apiFetch('/api/my-request/session', { method: 'DELETE', lang }),
  write: (text: string, lang: Lang) => apiFetch('/api/my-request/messages', { method: 'POST', body: { text }, lang }),
  addPhotos(files: readonly File[], lang: Lang) {
    const form = new FormData();
    form.append('lang', lang);
    for (const file of files) form.append('images', file);
    return apiFetch('/api/my-request/images', { method: 'POST', body: form, lang });
  },
  /** Her own measurement set; one key per attempt, so a retried call records it once. */
  sendMeasurements: (values: Record<string, number>, lang: Lang) =>
    apiFetch('/api/my-request/measurements', { method: 'POST', body: { values }, lang, headers: { 'Idempotency-Key': `measurements-${crypto.randomUUID()}` } }),
  /** The same answer whatever the address: a fresh key per attempt, so a retry of one sends nothing twice. */
  askForLink: (email: string, lang: Lang) =>
    apiFetch('/api/my-request/link', { method: 'POST', body: { email }, lang, headers: { 'Idempotency-Key': `link-${crypto.randomUUID()}` } }),
};

/** What to tell her when a call failed: the server's words when it gave some, else ours. */
export const failureText = (error: unknown, fallback: string): string => (error instanceof ApiCallError && error.serverMessage) || fallback;

/** The token of her link, from `#t=…`; the fragment never reaches a server (ADR 046). */
export function takeTokenFromAddress(): string | null {
  const match = /^#t=([^&]+)/.exec(location.hash);
  if (!match?.[1]) return null;
  // Out of the address bar, the history and any bookmark she makes of the page.
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return decodeURIComponent(match[1]);
}
