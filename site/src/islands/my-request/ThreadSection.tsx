import type { Lang, MyRequestMessage } from '@atelier/contracts';
import { MAX_CLIENT_MESSAGE } from '@atelier/contracts/my-request-limits';
import { useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextAreaField } from '../../ui/fields/TextAreaField.tsx';
import { failureText, myRequestApi } from './client-api.ts';
import { formatInstant } from './format.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** The thread with the atelier, oldest first, and what she writes next. */
export function ThreadSection({ lang, thread, onPosted }: { lang: Lang; thread: readonly MyRequestMessage[]; onPosted: () => Promise<void> }) {
  const t = MY_REQUEST_TEXT[lang];
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await myRequestApi.write(text, lang);
      setText('');
      await onPosted();
    } catch (error) {
      setFailure(failureText(error, t.failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="thread-title" className="grid gap-6">
      <SectionTitle id="thread-title">{t.threadTitle}</SectionTitle>
      {thread.length === 0 ? (
        <p className="leading-relaxed text-muted">{t.noMessages}</p>
      ) : (
        <ol className="grid gap-4">
          {thread.map((message) => {
            const mine = message.from === 'client';
            return (
              <li key={message.number} className={`grid max-w-[92%] gap-2 px-5 py-4 ${mine ? 'justify-self-end border border-line bg-white/70' : 'justify-self-start bg-linen'}`}>
                <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-muted">
                  <span className="font-medium tracking-[0.16em] text-ink uppercase">{mine ? t.you : t.atelier}</span>
                  <time dateTime={message.at}>{formatInstant(message.at, lang, true)}</time>
                </p>
                <p className="leading-relaxed break-words whitespace-pre-line text-ink">{message.text}</p>
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={submit} className="grid gap-4">
        <TextAreaField
          name="text"
          label={t.message}
          hint={t.messageHint}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
          maxLength={MAX_CLIENT_MESSAGE}
          rows={4}
          error={failure ?? undefined}
        />
        <div className="flex justify-end">
          <SubmitButton pending={pending} label={t.sendMessage} pendingLabel={t.sendingMessage} />
        </div>
      </form>
    </section>
  );
}
