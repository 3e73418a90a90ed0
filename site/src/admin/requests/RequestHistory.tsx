import type { RequestListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { T } from '../text.ts';
import { DETAIL_TEXT } from './text.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { longDateTime } from '../dates.ts';
import { historyQuery } from './requests-query.ts';

function actorLabel(actor: string): string {
  return actor === 'anonymous' ? DETAIL_TEXT.anonymous : actor;
}

/** The request's timeline (docs/product.md#request-status): what happened, who did it, when. */
export function RequestHistory({ item }: { item: RequestListItem }) {
  const history = useStore(historyQuery(item.type, item.id).$state);
  if (history.status === 'loading') return <Spinner label={T.loading} className="py-6" />;
  if (history.status === 'error') return <p role="alert" className="text-sm text-danger">{history.error}</p>;
  if (history.data.length === 0) return <p className="text-sm text-muted">{DETAIL_TEXT.historyEmpty}</p>;
  return (
    <ol className="relative ml-1.5 border-l border-line">
      {history.data.map((entry) => (
        <li key={entry.position} className="relative pb-5 pl-6 last:pb-0">
          <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2.5 rounded-full border border-accent bg-paper" />
          <p className="text-sm text-ink">
            {DETAIL_TEXT.events[entry.type] ?? entry.type}{' '}
            <span className="text-muted">
              {DETAIL_TEXT.by} {actorLabel(entry.actor)}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-muted tabular-nums">
            <time dateTime={entry.at}>{longDateTime(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
