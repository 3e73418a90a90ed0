import type { MailPreview } from '@atelier/contracts';
import { useEffect, useState } from 'react';
import { ApiCallError, apiFetch } from '../../lib/api.ts';

export type PreviewState = { status: 'loading' } | { status: 'error'; error: string } | { status: 'success'; preview: MailPreview };

/**
 * A mail's preview, read when `path` is shown (GET /api/mail/{id}/preview, or a template's
 * GET /api/mail/templates/{template}/{lang}); null reads nothing. A path left before its
 * answer arrives drops that answer.
 */
export function usePreview(path: string | null): PreviewState {
  const [state, setState] = useState<{ path: string | null; value: PreviewState }>({ path: null, value: { status: 'loading' } });

  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    apiFetch<MailPreview>(path, { signal: abort.signal }).then(
      (preview) => setState({ path, value: { status: 'success', preview } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ path, value: { status: 'error', error: error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error) } });
      },
    );
    return () => abort.abort();
  }, [path]);

  // Until the answer for this path arrives, it is loading (never the last path's preview).
  return state.path === path ? state.value : { status: 'loading' };
}
