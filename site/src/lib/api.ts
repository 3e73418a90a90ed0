import { apiErrorSchema, type ApiError, type ApiIssue, type ErrorCode, type Lang } from '@atelier/contracts';
import * as v from 'valibot';

/**
 * A failed call (docs/product.md#api): `message` is "status: body", or the status text
 * when the body is empty. `code` is what went wrong, from the contracts' list: callers decide
 * on it, never on the text. It is null when the answer is not an API error (a proxy's page,
 * an empty body). `serverMessage` is the API's own `message` field, for toasts that show "the
 * server's message"; `issues` its per-field problems.
 */
export class ApiCallError extends Error {
  readonly code: ErrorCode | null;
  readonly serverMessage: string | null;
  readonly issues: ApiIssue[];

  constructor(
    readonly status: number,
    message: string,
    body: ApiError | null,
  ) {
    super(message);
    this.name = 'ApiCallError';
    this.code = body?.code ?? null;
    this.serverMessage = body?.message ?? null;
    this.issues = body?.issues ?? [];
  }
}

function errorBodyOf(text: string): ApiError | null {
  try {
    const parsed = v.safeParse(apiErrorSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export interface ApiInit {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON-encoded with a JSON content type; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode; 'no-cache' revalidates a public answer (kept a minute) before using it. */
  cache?: RequestCache;
  /** The language the API answers refusals in, for a screen whose language is not the browser's. */
  lang?: Lang;
}

/** Sends the JSON content type only when there is a JSON body (docs/product.md#api). */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/**
 * Calls the API with the session cookie. Never retries (docs/product.md#api). Resolves with the
 * parsed JSON answer (or null for an empty one); rejects with ApiCallError otherwise.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(init.lang ? { 'Accept-Language': init.lang } : {}), ...init.headers };
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers,
    body: encodeBody(init.body, headers),
    signal: init.signal,
    cache: init.cache,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiCallError(response.status, `${response.status}: ${text || response.statusText}`, errorBodyOf(text));
  }
  return (text === '' ? null : JSON.parse(text)) as T;
}
