import type { RequestListItem } from '@atelier/contracts';
import { REQUESTS_TEXT } from './text.ts';
import { requestKey } from './filter.ts';
import { occasionOf, tableDate } from './format.ts';
import type { RequestOpener } from './RequestTable.tsx';
import { VerdictActions } from './VerdictActions.tsx';
import { ViewDetailsButton } from './ViewDetailsButton.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UnreadMark } from './UnreadMark.tsx';

const TERM = 'text-[0.65rem] font-medium uppercase tracking-[0.18em] text-muted';
const VALUE = 'mt-0.5 text-sm text-ink';

/** The request list on phones: one card per request, same facts and actions as the table. */
export function RequestCards({ items, onOpen }: { items: readonly RequestListItem[]; onOpen: RequestOpener }) {
  return (
    <ul className="flex flex-col gap-4 md:hidden">
      {items.map((item) => {
        const occasion = occasionOf(item);
        return (
          <li key={requestKey(item)} data-unread={item.unreadMessages > 0 || undefined} className={`border bg-paper p-5 ${item.unreadMessages > 0 ? 'border-accent/60' : 'border-line'}`}>
            <div className="flex items-start justify-between gap-3">
              <p className="pt-0.5 text-[0.7rem] font-medium uppercase tracking-[0.24em] text-accent">{REQUESTS_TEXT.types[item.type]}</p>
              <StatusBadge status={item.status} />
            </div>
            <h2 className="mt-2 font-display text-2xl leading-tight text-ink">
              <button type="button" onClick={() => onOpen(item)} className="text-left underline decoration-transparent underline-offset-4 hover:decoration-accent">
                {item.fullName}
              </button>
              <UnreadMark count={item.unreadMessages} label={REQUESTS_TEXT.unread} className="ml-2 -translate-y-0.5" />
            </h2>
            <p className="mt-1 text-sm break-all text-muted">{item.email}</p>
            <dl className="mt-4 grid grid-cols-3 gap-3 border-l-2 border-accent/40 pl-3">
              <div>
                <dt className={TERM}>{REQUESTS_TEXT.columns.date}</dt>
                <dd className={`${VALUE} tabular-nums`}>{tableDate(item.createdAt)}</dd>
              </div>
              {/* A concept has no occasion and no event date. */}
              {(occasion || item.eventDate) && (
                <>
                  <div>
                    <dt className={TERM}>{REQUESTS_TEXT.occasion}</dt>
                    <dd className={VALUE}>{occasion ?? '—'}</dd>
                  </div>
                  <div>
                    <dt className={TERM}>{REQUESTS_TEXT.columns.event}</dt>
                    <dd className={`${VALUE} tabular-nums`}>{item.eventDate ?? '—'}</dd>
                  </div>
                </>
              )}
            </dl>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line/70 pt-4">
              <VerdictActions item={item} />
              <ViewDetailsButton item={item} onOpen={onOpen} className="ml-auto py-1.5" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
