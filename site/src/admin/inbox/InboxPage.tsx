import type { ContactMessageListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Segmented } from '../requests/Segmented.tsx';
import { T } from '../text.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { markRead } from './inbox-actions.ts';
import { $unreadCount, inboxQuery } from './inbox-query.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { MessageList } from './MessageList.tsx';
import { INBOX_TEXT } from './text.ts';

const VIEWS = ['inbox', 'archived'] as const;
type View = (typeof VIEWS)[number];

/** /admin/inbox: the contact form's messages, newest first; opening one marks it read. */
export function InboxPage() {
  const state = useStore(inboxQuery.$state);
  const unread = useStore($unreadCount);
  const [view, setView] = useState<View>('inbox');
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = state.data ?? [];
  const shown = messages.filter((m) => (view === 'archived') === (m.archivedAt !== null));
  // The dialog follows the list, so archiving or erasing shows at once in it.
  const open = messages.find((m) => m.id === openId) ?? null;

  function openMessage(message: ContactMessageListItem) {
    setOpenId(message.id);
    void markRead(message);
  }

  return (
    <>
      <PageHeading eyebrow={INBOX_TEXT.eyebrow} title={INBOX_TEXT.title} intro={INBOX_TEXT.intro} />
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {state.status === 'error' && (
        <p role="alert" className="mt-10 text-danger">
          {T.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' && (
        <section className="mt-10">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <Segmented
              label={INBOX_TEXT.view}
              value={view}
              options={VIEWS}
              optionLabel={(v) => `${INBOX_TEXT.views[v]} (${messages.filter((m) => (v === 'archived') === (m.archivedAt !== null)).length})`}
              onChange={setView}
            />
            <p role="status" className="text-sm text-muted">
              {INBOX_TEXT.unread(unread ?? 0)}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="border-t border-line py-16 text-center font-display text-2xl text-muted">{INBOX_TEXT.empty[view]}</p>
          ) : (
            <MessageList messages={shown} onOpen={openMessage} />
          )}
        </section>
      )}
      <MessageDialog message={open} onClose={() => setOpenId(null)} />
    </>
  );
}
