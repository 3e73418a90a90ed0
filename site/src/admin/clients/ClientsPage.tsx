import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { T } from '../text.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { Button } from '../ui/Button.tsx';
import { CONTROL_CLASS, LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { ClientPage } from './ClientPage.tsx';
import { clientsQuery } from './clients-query.ts';
import { CLIENTS_TEXT } from './text.ts';
import { useClientHash } from './use-client-hash.ts';

/** The list with its search; a client's own page when the address names one. */
function ClientList() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const state = useStore(clientsQuery(q).$state);
  const t = CLIENTS_TEXT;

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
  }

  return (
    <>
      <PageHeading eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <form role="search" onSubmit={search} className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="grid flex-1 gap-2">
          <span className={LABEL_CLASS}>{t.search}</span>
          <input type="search" name="q" value={typed} onChange={(event) => setTyped(event.target.value)} className={CONTROL_CLASS} />
        </label>
        <Button type="submit" variant="outline" className="min-h-12">
          {t.searchButton}
        </Button>
      </form>
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {state.status === 'error' && (
        <p role="alert" className="mt-10 text-danger">
          {T.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <p className="mt-10 border-t border-line py-16 text-center font-display text-2xl text-muted">{t.empty}</p>
        ) : (
          <ul className="mt-10 divide-y divide-line border-y border-line">
            {state.data.map((client) => (
              <li key={client.id}>
                <a href={`#client=${client.id}`} className="grid gap-1 px-2 py-5 transition-colors hover:bg-linen focus-visible:outline-2 focus-visible:outline-accent sm:grid-cols-[2fr_2fr_1fr] sm:items-baseline sm:gap-6">
                  <span className="font-display text-xl text-ink">{client.erased ? t.erased : client.fullName}</span>
                  <span className="text-sm break-all text-muted">{client.erased ? '' : client.email}</span>
                  <span className="text-sm text-muted sm:text-right">{t.requestsCount(client.requests)}</span>
                </a>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}

/** /admin/clients: the clients (docs/product.md#clients-and-measurements); `#client=dress-12` opens one. */
export function ClientsPage() {
  const id = useClientHash();
  return id ? <ClientPage id={id} /> : <ClientList />;
}
