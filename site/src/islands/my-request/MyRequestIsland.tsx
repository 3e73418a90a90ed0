import type { Lang, MyRequest } from '@atelier/contracts';
import { useCallback, useEffect, useState } from 'react';
import { AskForLink } from './AskForLink.tsx';
import { failureText, myRequestApi, takeTokenFromAddress } from './client-api.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { OpenRequest } from './OpenRequest.tsx';
import { RequestPage } from './RequestPage.tsx';

type View =
  | { kind: 'checking' }
  | { kind: 'token'; token: string }
  | { kind: 'request'; request: MyRequest }
  | { kind: 'ask'; notice: string | null };

/**
 * The client's page (docs/product.md#the-clients-page, ADR 046). Her link's token is taken
 * from the fragment and out of the address bar; only her click on "View my request" posts
 * it. Without a token, a session already open here shows her request at once; without
 * either, she may ask for her link again.
 */
export default function MyRequestIsland({ lang }: { lang: Lang }) {
  const t = MY_REQUEST_TEXT[lang];
  const [view, setView] = useState<View>({ kind: 'checking' });

  const reload = useCallback(async () => {
    const request = await myRequestApi.load(lang);
    setView(request ? { kind: 'request', request } : { kind: 'ask', notice: null });
  }, [lang]);

  useEffect(() => {
    const token = takeTokenFromAddress();
    if (token) setView({ kind: 'token', token });
    else reload().catch((error: unknown) => setView({ kind: 'ask', notice: failureText(error, t.failed) }));
  }, [reload, t.failed]);

  async function open(token: string): Promise<void> {
    try {
      await myRequestApi.open(token, lang);
      await reload();
    } catch (error) {
      // A link that opens nothing (the same 404 for every reason), or too many tries: she may ask for a new one.
      setView({ kind: 'ask', notice: failureText(error, t.failed) });
    }
  }

  async function signOut() {
    await myRequestApi.signOut(lang);
    setView({ kind: 'ask', notice: t.signedOut });
  }

  return (
    <div aria-live="polite" aria-busy={view.kind === 'checking'}>
      {view.kind === 'checking' && <p className="py-16 text-center font-display text-2xl text-muted italic">{t.loading}</p>}
      {view.kind === 'token' && <OpenRequest lang={lang} onOpen={() => open(view.token)} />}
      {view.kind === 'ask' && <AskForLink lang={lang} notice={view.notice} />}
      {view.kind === 'request' && <RequestPage lang={lang} request={view.request} onChanged={reload} onSignOut={signOut} />}
    </div>
  );
}
