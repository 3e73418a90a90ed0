import type { RequestListItem } from '@atelier/contracts';
import { REQUESTS_TEXT } from './text.ts';
import { requestKey } from './filter.ts';
import { tableDate } from './format.ts';
import { VerdictActions } from './VerdictActions.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** Opens a request's detail dialog. */
export type RequestOpener = (item: RequestListItem) => void;

const TH = 'px-4 py-3 text-left text-[0.7rem] font-medium uppercase tracking-[0.2em] text-muted';

/** The request list from 768 px up (spec §9 mobile breakpoint); RequestCards below it. */
export function RequestTable({ items, onOpen }: { items: readonly RequestListItem[]; onOpen: RequestOpener }) {
  return (
    <table className="hidden w-full border-collapse text-sm md:table">
      <caption className="sr-only">{REQUESTS_TEXT.tableCaption}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className={TH}>{REQUESTS_TEXT.columns.date}</th>
          <th scope="col" className={TH}>{REQUESTS_TEXT.columns.type}</th>
          <th scope="col" className={TH}>{REQUESTS_TEXT.columns.name}</th>
          <th scope="col" className={`${TH} hidden lg:table-cell`}>{REQUESTS_TEXT.columns.email}</th>
          <th scope="col" className={TH}>{REQUESTS_TEXT.columns.status}</th>
          <th scope="col" className={`${TH} text-right`}>{REQUESTS_TEXT.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={requestKey(item)} className="border-b border-line/70 transition-colors hover:bg-linen/40">
            <td className="px-4 py-4 whitespace-nowrap text-muted tabular-nums">{tableDate(item.createdAt)}</td>
            <td className="px-4 py-4 whitespace-nowrap">{REQUESTS_TEXT.types[item.type]}</td>
            <td className="px-4 py-4">
              <button
                type="button"
                onClick={() => onOpen(item)}
                className="text-left font-display text-lg leading-tight text-ink underline decoration-transparent underline-offset-4 transition-colors hover:decoration-accent"
              >
                {item.fullName}
              </button>
              <span className="block text-xs text-muted lg:hidden">{item.email}</span>
            </td>
            <td className="hidden px-4 py-4 break-all text-muted lg:table-cell">{item.email}</td>
            <td className="px-4 py-4">
              <StatusBadge status={item.status} />
            </td>
            <td className="px-4 py-4">
              <div className="flex items-center justify-end gap-3">
                <VerdictActions item={item} />
                <button
                  type="button"
                  onClick={() => onOpen(item)}
                  className="px-1 text-xs font-medium uppercase tracking-[0.16em] whitespace-nowrap text-accent-deep underline decoration-line underline-offset-4 hover:decoration-accent"
                >
                  {REQUESTS_TEXT.view}
                  <span className="sr-only">: {item.fullName}</span>
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
