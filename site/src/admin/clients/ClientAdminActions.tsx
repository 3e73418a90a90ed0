import type { ClientDetail } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../ui/fields/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { TypedConfirmDialog } from '../ui/TypedConfirmDialog.tsx';
import { clientChange } from './client-actions.ts';
import { clientQuery, clientsQuery } from './clients-query.ts';
import { CLIENTS_TEXT } from './text.ts';

const t = CLIENTS_TEXT;

/** The admin's two actions on a client: merge another record into hers (If-Match: the version shown), and erase her. */
export function ClientAdminActions({ client }: { client: ClientDetail }) {
  const [from, setFrom] = useState('');
  const reload = [clientQuery(client.id), clientsQuery('')];

  async function merge(event: FormEvent) {
    event.preventDefault();
    if (await clientChange(`/api/clients/${client.id}/merge`, { from: from.trim() }, t.merged, reload, { 'If-Match': `"${client.version}"` })) setFrom('');
  }

  return (
    <div className="grid gap-10">
      {!client.erased && (
        <form onSubmit={merge} className="grid gap-4">
          <h3 className="font-display text-xl text-ink">{t.merge}</h3>
          <p className="max-w-xl text-sm leading-relaxed text-muted">{t.mergeIntro}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField name="from" label={t.mergeFrom} value={from} onChange={(event) => setFrom(event.target.value)} required pattern="(dress|concept)-[1-9][0-9]*" className="flex-1" />
            <Button type="submit" variant="outline" className="min-h-12">
              {t.mergeButton}
            </Button>
          </div>
        </form>
      )}
      {!client.erased && (
        <div className="grid gap-4 border-t border-line pt-6">
          <h3 className="font-display text-xl text-ink">{t.erase}</h3>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="max-w-md text-sm leading-relaxed text-muted">{t.eraseIntro}</p>
            <TypedConfirmDialog
              triggerLabel={t.erase}
              title={t.eraseTitle}
              text={t.eraseText}
              word={t.eraseWord}
              label={t.eraseLabel(t.eraseWord)}
              confirmLabel={t.eraseConfirm}
              cancelLabel={t.cancel}
              onConfirm={() => clientChange(`/api/clients/${client.id}/erase`, {}, t.erasedToast, reload)}
            />
          </div>
        </div>
      )}
    </div>
  );
}
