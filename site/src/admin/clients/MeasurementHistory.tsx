import type { ClientDetail, MeasurementSetView } from '@atelier/contracts';
import { MEASUREMENTS, MEASUREMENT_NAMES, type MeasurementName } from '@atelier/contracts/measurement-list';
import { ADMIN_LANG } from '../lang.ts';
import { longDay } from '../dates.ts';
import { Button } from '../ui/Button.tsx';
import { clientChange } from './client-actions.ts';
import { clientQuery } from './clients-query.ts';
import { centimetres } from './centimetres.ts';
import { DriftNotice } from './DriftNotice.tsx';
import { CLIENTS_TEXT } from './text.ts';

const t = CLIENTS_TEXT;
const label = (name: MeasurementName): string => MEASUREMENTS[name].label[ADMIN_LANG];

/** A set's values, in the list's order. */
function SetValues({ set }: { set: MeasurementSetView }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
      {MEASUREMENT_NAMES.filter((name) => set.values[name] !== undefined).map((name) => (
        <div key={name} className="flex justify-between gap-3 border-b border-line/60 py-1">
          <dt className="text-muted">{label(name)}</dt>
          <dd className="text-ink tabular-nums">{centimetres(set.values[name]!)} cm</dd>
        </div>
      ))}
    </dl>
  );
}


/** Her sets newest first: who took each, the one that is current, accept a pending one, pin one to a commission; each pin's drift. */
export function MeasurementHistory({ client }: { client: ClientDetail }) {
  const reload = [clientQuery(client.id)];
  const commissions = client.requestList.filter((r) => r.status === 'approved' && !r.erased);
  return (
    <div className="grid gap-6">
      {client.pins.map((pin) => (
        <DriftNotice key={pin.commissionId} heading={t.pinnedTo(pin.commissionId, pin.setId)} drift={pin.drift} />
      ))}
      {client.measurements.length === 0 ? (
        <p className="text-muted">{t.noMeasurements}</p>
      ) : (
        <ol className="grid gap-6">
          {client.measurements.map((set) => (
            <li key={set.id} className="grid gap-3 border border-line bg-white/60 px-4 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-ink">
                  {t.takenOn(longDay(set.takenAt))} <span className="text-sm text-muted">({set.id})</span>
                </p>
                <p className="text-xs tracking-[0.16em] text-muted uppercase">
                  {set.takenBy === 'designer' ? t.byDesigner : t.byClient}
                  {set.pending && ` · ${t.pendingSet}`}
                  {set.current && ` · ${t.current}`}
                </p>
              </div>
              <SetValues set={set} />
              {set.note && <p className="text-sm text-muted italic">{set.note}</p>}
              <div className="flex flex-wrap gap-2">
                {set.pending && (
                  <Button size="sm" variant="approve" onClick={() => void clientChange(`/api/clients/${client.id}/measurements/${set.id}/accept`, {}, t.accepted, reload)}>
                    {t.accept}
                  </Button>
                )}
                {commissions.map((r) =>
                  // The set a commission is made to says so; pinning it again would change nothing.
                  client.pins.some((pin) => pin.commissionId === r.key && pin.setId === set.id) ? (
                    <p key={r.key} className="inline-flex min-h-9 items-center text-xs tracking-[0.16em] text-accent-deep uppercase">
                      {t.pinnedHere(r.key)}
                    </p>
                  ) : (
                    // Chosen from her history as shown: a change to her since is a 409, reloaded (ADR 078).
                    <Button
                      key={r.key}
                      size="sm"
                      variant="outline"
                      onClick={() => void clientChange(`/api/commissions/${r.key}/measurements/pin`, { setId: set.id }, t.pinned, reload, { 'If-Match': `"${client.version}"` })}
                    >
                      {t.pinFor(r.key)}
                    </Button>
                  ),
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
