import { TOASTS, type Lang, type ToastKey } from '@atelier/contracts';
import { useRef } from 'react';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { contentOf, keyForAttempt, type AttemptKey } from './idempotency-key.ts';

export interface SubmissionTexts {
  succeeded: ToastKey;
  failed: ToastKey;
}

export type SubmissionResult = { ok: true } | { ok: false; error: unknown; message: string };

/**
 * Sends one public form (multipart FormData, or a JSON object) and raises its toasts
 * (docs/product.md#messages): on failure the server's message when there is one. The
 * Idempotency-Key survives a failed attempt while the form is unchanged, so a retry of the same
 * submission cannot store it twice; once the content changes, or a submission has gone through,
 * it is new.
 */
export function useRequestSubmission(endpoint: string, lang: Lang, texts: SubmissionTexts) {
  const lastAttempt = useRef<AttemptKey | null>(null);

  return async function submit(body: FormData | Record<string, unknown>): Promise<SubmissionResult> {
    const attempt = keyForAttempt(lastAttempt.current, contentOf(body));
    lastAttempt.current = attempt;
    try {
      await apiFetch(endpoint, { method: 'POST', body, headers: { 'Idempotency-Key': attempt.key } });
      lastAttempt.current = null;
      showToast(TOASTS[lang][texts.succeeded]);
      return { ok: true };
    } catch (error) {
      const failed = TOASTS[lang][texts.failed];
      const message = (error instanceof ApiCallError ? error.serverMessage : null) ?? failed.description;
      showToast({ title: failed.title, description: message, variant: 'destructive' });
      return { ok: false, error, message };
    }
  };
}
