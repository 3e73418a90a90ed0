import { valibotResolver } from '@hookform/resolvers/valibot';
import { isErasedRequest, requestMessageInputSchema, type RequestListItem, type RequestThreadMessage } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { longDateTime } from '../dates.ts';
import { ADMIN_LANG } from '../lang.ts';
import { T } from '../text.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { threadQuery } from './requests-query.ts';
import { THREAD_TEXT } from './text.ts';
import { markThreadRead, sendReply } from './thread-actions.ts';

type Input = v.InferInput<typeof requestMessageInputSchema>;
type Output = v.InferOutput<typeof requestMessageInputSchema>;

/** The newest of her messages the staff have not read, or 0. */
const lastUnread = (messages: readonly RequestThreadMessage[]): number => messages.reduce((last, m) => (m.unread && m.number > last ? m.number : last), 0);

/**
 * Runs `onShown` once the element is on screen (in the dialog's scrolling body), and again
 * whenever `key` changes while it is: the thread is read when it is seen, not when the dialog opens.
 */
function useWhenShown(onShown: () => void, key: number) {
  const ref = useRef<HTMLOListElement>(null);
  const latest = useRef(onShown);
  latest.current = onShown;
  useEffect(() => {
    const element = ref.current;
    if (!element || key === 0) return;
    if (!('IntersectionObserver' in window)) {
      latest.current();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        latest.current();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return ref;
}

function Message({ message, clientName, isNew }: { message: RequestThreadMessage; clientName: string; isNew: boolean }) {
  const fromAtelier = message.from === 'atelier';
  return (
    <li className={`flex ${fromAtelier ? 'justify-end pl-8 sm:pl-16' : 'justify-start pr-8 sm:pr-16'}`} data-from={message.from} data-number={message.number}>
      <article className={`min-w-0 border px-4 py-3 sm:px-5 ${fromAtelier ? 'border-accent/30 bg-paper' : 'border-line bg-linen/70'} ${isNew ? 'border-l-2 border-l-accent-deep' : ''}`}>
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className={`text-[0.7rem] font-medium uppercase tracking-[0.2em] ${fromAtelier ? 'text-accent-deep' : 'text-ink'}`}>{fromAtelier ? THREAD_TEXT.atelier : clientName}</p>
          <p className="text-xs text-muted tabular-nums">
            <time dateTime={message.at}>{longDateTime(message.at)}</time>
          </p>
          {isNew && <p className="bg-accent-deep px-1.5 py-0.5 text-[0.6rem] font-semibold uppercase tracking-[0.18em] text-paper">{THREAD_TEXT.new}</p>}
        </header>
        <p className="mt-2 text-sm leading-relaxed whitespace-pre-wrap break-words text-ink">{message.text}</p>
      </article>
    </li>
  );
}

function ReplyForm({ item }: { item: RequestListItem }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: valibotResolver(requestMessageInputSchema, { lang: ADMIN_LANG }), defaultValues: { text: '' } });

  async function submit({ text }: Output) {
    const outcome = await sendReply(item, text);
    if (outcome.ok) reset({ text: '' });
    else for (const issue of outcome.issues) if (issue.path === 'text') setError('text', { message: issue.message });
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-6 grid gap-4">
      <TextAreaField label={THREAD_TEXT.reply} hint={THREAD_TEXT.replyHint} rows={4} error={errors.text?.message} {...register('text')} />
      <div className="flex sm:justify-end">
        <SubmitButton pending={isSubmitting} label={THREAD_TEXT.send} pendingLabel={THREAD_TEXT.sending} />
      </div>
    </form>
  );
}

/**
 * The request's thread with its client (docs/product.md#the-clients-page): her messages and the
 * atelier's replies, oldest first, those new to the staff marked; read once it is on screen; and
 * the reply form. Loaded afresh each time the dialog shows it. An erased request's thread is gone.
 */
export function RequestThread({ item }: { item: RequestListItem }) {
  const erased = isErasedRequest(item);
  if (erased) return <p className="text-sm leading-relaxed text-muted italic">{THREAD_TEXT.erased}</p>;
  return <LiveThread item={item} />;
}

function LiveThread({ item }: { item: RequestListItem }) {
  const query = threadQuery(item.type, item.id);
  const thread = useStore(query.$state);
  // What was new when the dialog showed it stays marked while it is open, after it is marked read.
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<number>>(() => new Set());
  const messages = thread.data?.messages ?? [];
  const upTo = lastUnread(messages);

  useEffect(() => {
    void query.refetch();
  }, [query]);

  const listRef = useWhenShown(() => {
    setNewOnOpen((shown) => new Set([...shown, ...messages.filter((m) => m.unread).map((m) => m.number)]));
    void markThreadRead(item, upTo);
  }, upTo);

  if (thread.status === 'loading') return <Spinner label={T.loading} className="py-6" />;
  if (thread.status === 'error') return <p role="alert" className="text-sm text-danger">{thread.error}</p>;
  return (
    <div>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{THREAD_TEXT.empty(item.fullName)}</p>
      ) : (
        <ol ref={listRef} aria-label={THREAD_TEXT.listLabel(item.fullName)} className="flex flex-col gap-3">
          {messages.map((message) => (
            <Message key={message.number} message={message} clientName={item.fullName} isNew={message.unread || newOnOpen.has(message.number)} />
          ))}
        </ol>
      )}
      <ReplyForm item={item} />
    </div>
  );
}
