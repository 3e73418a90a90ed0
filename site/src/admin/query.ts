import { atom, onMount, type ReadableAtom } from 'nanostores';
import { ApiCallError, apiFetch, type ApiInit } from '../lib/api.ts';

type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: string };

export interface Query<T> {
  $state: ReadableAtom<QueryState<T>>;
  /** Fetches again, keeping the current data on screen until the answer arrives. */
  refetch(): Promise<void>;
}

/**
 * A GET loaded once, when first shown, and then kept (docs/product.md#api: no retries, no
 * refetch on focus or by interval, cached data never goes stale). Mutations call refetch().
 * A failure shows the "status: body" text (ApiCallError.message). `init` may ask the
 * browser to revalidate a public answer it keeps for a minute (`{ cache: 'no-cache' }`), so a
 * refetch after a change never shows the list from before it.
 */
export function createQuery<T>(path: string, init: Pick<ApiInit, 'cache' | 'lang'> = {}): Query<T> {
  const $state = atom<QueryState<T>>({ status: 'loading' });
  let loaded = false;
  let inFlight: Promise<void> | null = null;

  async function load(): Promise<void> {
    try {
      const data = await apiFetch<T>(path, init);
      $state.set({ status: 'success', data });
    } catch (error) {
      const text = error instanceof ApiCallError ? error.message : String(error);
      // A refetch that fails keeps the list already shown; only a first load shows the error.
      if ($state.get().status !== 'success') $state.set({ status: 'error', error: text });
      else console.error(`GET ${path} failed:`, text);
    }
  }

  function refetch(): Promise<void> {
    loaded = true;
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  onMount($state, () => {
    if (!loaded) void refetch();
  });

  return { $state, refetch };
}

const cache = new Map<string, Query<unknown>>();

/** One shared query per path, for per-item reads such as a request's history. */
export function queryFor<T>(path: string): Query<T> {
  let query = cache.get(path);
  if (!query) {
    query = createQuery<unknown>(path);
    cache.set(path, query);
  }
  return query as Query<T>;
}
