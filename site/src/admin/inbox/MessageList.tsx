import type { ContactMessageListItem } from '@atelier/contracts';
import { receivedAt, senderOf, subjectOf } from './format.ts';
import { isUnread } from './inbox-query.ts';
import { INBOX_TEXT } from './text.ts';

/** The messages as letters on a table: unread ones marked and set in ink, each opening its dialog. */
export function MessageList({ messages, onOpen }: { messages: readonly ContactMessageListItem[]; onOpen: (message: ContactMessageListItem) => void }) {
  return (
    <ul aria-label={INBOX_TEXT.listLabel} className="border-t border-line">
      {messages.map((message) => {
        const unread = isUnread(message);
        return (
          <li key={message.id} className="border-b border-line">
            <button
              type="button"
              onClick={() => onOpen(message)}
              className="group grid w-full grid-cols-[0.75rem_1fr] gap-x-3 px-1 py-5 text-left transition-colors hover:bg-linen/60 sm:grid-cols-[0.75rem_1fr_auto] sm:gap-x-5 sm:px-3"
            >
              <span aria-hidden="true" className={`mt-2 size-2 rounded-full ${unread ? 'bg-accent' : 'bg-transparent'}`} />
              <span className="min-w-0">
                <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className={`text-base ${unread ? 'font-semibold text-ink' : 'text-ink/80'}`}>{senderOf(message)}</span>
                  {unread && <span className="text-[0.65rem] font-medium uppercase tracking-[0.2em] text-accent-deep">{INBOX_TEXT.unreadBadge}</span>}
                </span>
                <span className="mt-1 block font-display text-xl leading-snug text-ink group-hover:text-accent-deep">{subjectOf(message)}</span>
                {!message.erased && <span className="mt-1 block truncate text-sm text-muted">{message.message}</span>}
                <span className="mt-2 block text-xs text-muted tabular-nums sm:hidden">{receivedAt(message.receivedAt)}</span>
              </span>
              <span className="hidden pt-1 text-sm text-muted tabular-nums sm:block">{receivedAt(message.receivedAt)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
