import type { CalendarFeed } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { createQuery } from '../query.ts';
import { T } from '../text.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { FEED_TEXT } from './feed-text.ts';

/** GET /api/calendar-feed: the feed's secret address, or null before the first one. */
const feedQuery = createQuery<CalendarFeed>('/api/calendar-feed');

async function regenerate(): Promise<void> {
  try {
    await apiFetch('/api/calendar-feed/token', { method: 'POST' });
    showToast({ title: FEED_TEXT.regenerated });
  } catch (error) {
    showToast({ title: FEED_TEXT.failed, description: error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error), variant: 'destructive' });
  } finally {
    await feedQuery.refetch();
  }
}

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast({ title: FEED_TEXT.copied });
  } catch {
    showToast({ title: FEED_TEXT.copyFailed, variant: 'destructive' });
  }
}

/**
 * The ICS feed's address for the designer's phone
 * (docs/product.md#beyond-the-first-specification, "Calendar feed"; ADR 024): shown, copied,
 * and replaced by a new one. Self-contained, for the Settings screen.
 */
export function IcsFeedCard() {
  const state = useStore(feedQuery.$state);
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const url = state.data?.url ?? null;

  async function draw() {
    setPending(true);
    await regenerate();
    setPending(false);
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-5 border border-line bg-paper p-6 sm:p-8">
      <div className="flex flex-col gap-2">
        <h2 id={`${inputId}-title`} className="font-display text-2xl text-ink">
          {FEED_TEXT.title}
        </h2>
        <p className="max-w-prose text-sm leading-relaxed text-muted">{FEED_TEXT.intro}</p>
      </div>
      {state.status === 'loading' && <Spinner label={T.loading} className="py-6" />}
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-danger">
          {T.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' && url === null && (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-ink">{FEED_TEXT.none}</p>
          <Button disabled={pending} onClick={() => void draw()}>
            {FEED_TEXT.create}
          </Button>
        </div>
      )}
      {url !== null && (
        <div className="flex flex-col gap-3">
          <label htmlFor={inputId} className="text-xs font-medium uppercase tracking-[0.18em] text-ink">
            {FEED_TEXT.address}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-12 w-full min-w-0 border border-line bg-white/70 px-4 py-3 font-mono text-xs text-ink"
            />
            <Button variant="outline" onClick={() => void copy(url)}>
              {FEED_TEXT.copy}
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p className="max-w-prose text-xs leading-relaxed text-muted">{FEED_TEXT.regenerateHint}</p>
            <Button variant="quiet" size="sm" disabled={pending} onClick={() => void draw()}>
              {FEED_TEXT.regenerate}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
