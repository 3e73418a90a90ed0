import type { RequestListItem } from '@atelier/contracts';
import { REQUESTS_TEXT } from './text.ts';

/** "View details" for one request, named after the client for screen readers; `className` places it (table cell or card). */
export function ViewDetailsButton({ item, onOpen, className }: { item: RequestListItem; onOpen: (item: RequestListItem) => void; className: string }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      className={`px-1 text-xs font-medium uppercase tracking-[0.16em] text-accent-deep underline decoration-line underline-offset-4 hover:decoration-accent ${className}`}
    >
      {REQUESTS_TEXT.view}
      <span className="sr-only">: {item.fullName}</span>
    </button>
  );
}
