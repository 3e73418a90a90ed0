import type { RequestListItem } from '@atelier/contracts';
import { REQUESTS_TEXT } from './text.ts';
import { requestKey } from './filter.ts';
import { occasionOf, tableDate } from './format.ts';
import type { RequestSort } from './sort.ts';
import { VerdictActions } from './VerdictActions.tsx';
import { ViewDetailsButton } from './ViewDetailsButton.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UnreadMark } from './UnreadMark.tsx';

/** Opens a request's detail dialog. */
export type RequestOpener = (item: RequestListItem) => void;

const TH = 'px-3 py-3 text-left text-[0.7rem] font-medium uppercase tracking-[0.2em] whitespace-nowrap text-muted lg:px-4';
const TD = 'px-3 py-4 lg:px-4';

/** The column the list is ordered by: aria-sort for assistive technology, a small arrow for the eye. */
function SortedHeader({ label, sorted, direction }: { label: string; sorted: boolean; direction: 'ascending' | 'descending' }) {
  return (
    <th scope="col" aria-sort={sorted ? direction : undefined} className={`${TH} ${sorted ? 'text-ink' : ''}`}>
      {label}
      {sorted && (
        <span aria-hidden="true" className="ml-1.5 text-accent">
          {direction === 'ascending' ? '↑' : '↓'}
        </span>
      )}
    </th>
  );
}

/** A dress order's occasion over its event date; a dash for a concept, which has neither. */
function EventCell({ item }: { item: RequestListItem }) {
  const occasion = occasionOf(item);
  if (!occasion && !item.eventDate) {
    return (
      <>
        <span aria-hidden="true" className="text-muted">
          —
        </span>
        <span className="sr-only">{REQUESTS_TEXT.noEvent}</span>
      </>
    );
  }
  return (
    <>
      <span className="block text-ink">{occasion ?? '—'}</span>
      <span className="block text-xs text-muted tabular-nums">{item.eventDate ?? '—'}</span>
    </>
  );
}

/**
 * The request list from 768 px up (the phone breakpoint, docs/product.md#constants);
 * RequestCards below it. Between 768 and 1023 px the type sits under the date received and the
 * name alone opens the detail, so the columns fit; the email always sits under the name.
 */
export function RequestTable({ items, sort, onOpen }: { items: readonly RequestListItem[]; sort: RequestSort; onOpen: RequestOpener }) {
  return (
    <table className="hidden w-full border-collapse text-sm md:table">
      <caption className="sr-only">{REQUESTS_TEXT.tableCaption}</caption>
      <thead>
        <tr className="border-b border-line">
          <SortedHeader label={REQUESTS_TEXT.columns.date} sorted={sort === 'received'} direction="descending" />
          <th scope="col" className={`${TH} hidden lg:table-cell`}>{REQUESTS_TEXT.columns.type}</th>
          <th scope="col" className={TH}>{REQUESTS_TEXT.columns.name}</th>
          <SortedHeader label={REQUESTS_TEXT.columns.event} sorted={sort === 'eventDate'} direction="ascending" />
          <th scope="col" className={TH}>{REQUESTS_TEXT.columns.status}</th>
          <th scope="col" className={`${TH} text-right`}>{REQUESTS_TEXT.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={requestKey(item)} data-unread={item.unreadMessages > 0 || undefined} className={`border-b border-line/70 transition-colors hover:bg-linen/40 ${item.unreadMessages > 0 ? 'bg-linen/30' : ''}`}>
            <td className={`${TD} whitespace-nowrap`}>
              <span className="text-muted tabular-nums">{tableDate(item.createdAt)}</span>
              <span className="block text-xs text-ink lg:hidden">{REQUESTS_TEXT.types[item.type]}</span>
            </td>
            <td className={`${TD} hidden whitespace-nowrap lg:table-cell`}>{REQUESTS_TEXT.types[item.type]}</td>
            <td className={TD}>
              <button
                type="button"
                onClick={() => onOpen(item)}
                className="text-left font-display text-lg leading-tight text-ink underline decoration-transparent underline-offset-4 transition-colors hover:decoration-accent"
              >
                {item.fullName}
              </button>
              <UnreadMark count={item.unreadMessages} label={REQUESTS_TEXT.unread} className="ml-2" />
              <span className="block text-xs break-all text-muted">{item.email}</span>
            </td>
            <td className={`${TD} whitespace-nowrap`}>
              <EventCell item={item} />
            </td>
            <td className={TD}>
              <StatusBadge status={item.status} />
            </td>
            <td className={TD}>
              <div className="flex items-center justify-end gap-3">
                <VerdictActions item={item} />
                <ViewDetailsButton item={item} onOpen={onOpen} className="hidden whitespace-nowrap lg:inline" />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
