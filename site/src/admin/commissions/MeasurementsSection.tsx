import type { CommissionDetail, CommissionMeasurementsAnswer } from '@atelier/contracts';
import { MEASUREMENTS } from '@atelier/contracts/measurement-list';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { longDay } from '../dates.ts';
import { ADMIN_LANG } from '../lang.ts';
import { queryFor } from '../query.ts';
import { ADMIN_PATHS } from '../router.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CommissionSection } from './CommissionSection.tsx';
import { commissionApiPath } from './commissions-query.ts';
import { COMMISSION_MEASUREMENTS_TEXT as t } from './measurements-text.ts';

const NUMBER = new Intl.NumberFormat(ADMIN_LANG === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 1 });
const cm = (value: number) => `${NUMBER.format(value)} cm`;

/**
 * The measurements a commission is made to (GET /api/commissions/{id}/measurements): the pinned
 * set's day and, marked, every measurement of her current set more than 2 cm away from it; a
 * link to her page in the back office, where sets are taken and pinned.
 */
export function MeasurementsSection({ commission }: { commission: CommissionDetail }) {
  const query = queryFor<CommissionMeasurementsAnswer>(commissionApiPath(commission.id, 'measurements'));
  const state = useStore(query.$state);
  // Sets are taken and pinned on her page: read again each time the screen opens, the last answer shown meanwhile.
  useEffect(() => void query.refetch(), [query]);
  return (
    <CommissionSection id="commission-measurements" title={t.title}>
      {state.status === 'loading' && <Spinner label={t.loading} className="py-6" />}
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-danger">
          {t.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' && <Measurements answer={state.data} />}
    </CommissionSection>
  );
}

function Measurements({ answer }: { answer: CommissionMeasurementsAnswer }) {
  const { pin } = answer;
  const toClient = (
    <AdminLink href={`${ADMIN_PATHS.clients}#client=${answer.clientId}`} className="text-sm text-accent-deep underline decoration-line underline-offset-4 hover:decoration-accent">
      {t.toClient}
    </AdminLink>
  );
  if (!pin) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted">{t.noPin}</p>
        {toClient}
      </div>
    );
  }
  const drifted = pin.drift.length > 0;
  return (
    <div className="grid justify-items-start gap-3">
      <div className={`grid w-full gap-2 border px-4 py-3 ${drifted ? 'border-danger/60' : 'border-line'}`}>
        <p className="text-sm font-medium text-ink">{pin.pinnedTakenAt ? t.madeTo(longDay(pin.pinnedTakenAt)) : t.madeToSet(pin.setId)}</p>
        {drifted ? (
          <>
            <p className="text-sm text-danger">
              <span aria-hidden="true">▲ </span>
              {t.drift}
            </p>
            <ul className="grid gap-1 text-sm text-ink">
              {pin.drift.map((d) => (
                <li key={d.name}>
                  {MEASUREMENTS[d.name].label[ADMIN_LANG]}: {NUMBER.format(d.pinned)} → {cm(d.current)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted">{t.noDrift}</p>
        )}
      </div>
      {toClient}
    </div>
  );
}
