import type { Lang } from '@atelier/contracts';
import { useState, type SubmitEvent } from 'react';
import { TextField } from '../../ui/fields/TextField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { failureText, myRequestApi } from './client-api.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';

/**
 * "Send me my link": the same confirmation whatever the address, since the server answers
 * alike for a client and a stranger (docs/product.md#the-clients-page). `notice` says why
 * she is here: a link that opens nothing, or her signing out.
 */
export function AskForLink({ lang, notice }: { lang: Lang; notice: string | null }) {
  const t = MY_REQUEST_TEXT[lang];
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await myRequestApi.askForLink(email, lang);
      setDone(true);
    } catch (error) {
      setFailure(failureText(error, t.failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="ask-title" className="mx-auto grid max-w-xl gap-7 border border-line bg-white/40 px-6 py-12 shadow-[0_30px_60px_-40px_rgba(43,35,32,0.35)] sm:px-12">
      {notice && <p className="border-l-2 border-accent bg-linen/60 px-4 py-3 text-sm leading-relaxed text-ink">{notice}</p>}
      <div className="grid gap-3">
        <h2 id="ask-title" className="text-4xl leading-tight text-ink">
          {t.askTitle}
        </h2>
        <p className="text-base leading-relaxed text-muted">{t.askText}</p>
      </div>
      {done ? (
        <div className="grid gap-5">
          <p role="status" className="border-l-2 border-success bg-white/70 px-4 py-4 leading-relaxed text-ink">
            {t.askDone}
          </p>
          <button type="button" onClick={() => setDone(false)} className="justify-self-start text-sm text-accent-deep underline underline-offset-4 hover:text-ink">
            {t.askAgain}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-6">
          {/* EmailField's attributes, without the schemas it reads its limit from (the page's JS budget); 254 is contracts' MAX_LENGTH.email. */}
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            label={t.email}
            placeholder={t.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} />
          {failure && (
            <p role="alert" className="border-l-2 border-danger bg-white/60 px-4 py-3 text-sm leading-relaxed text-danger">
              {failure}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
