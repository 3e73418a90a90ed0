import { useStore } from '@nanostores/react';
import { T } from '../text.ts';
import { $unreadCount } from './inbox-query.ts';

/** The inbox link's count of unread messages; nothing while there are none (or before the list loads). */
export function UnreadBadge() {
  const count = useStore($unreadCount);
  if (!count) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-deep px-1.5 py-0.5 text-[0.65rem] leading-none font-semibold tracking-normal text-paper tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{T.unreadMessages(count)}</span>
    </span>
  );
}
