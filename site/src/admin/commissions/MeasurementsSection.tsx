import type { CommissionDetail, CommissionMeasurementsAnswer } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { longDay } from '../dates.ts';
import { queryFor } from '../query.ts';
import { ADMIN_PATHS } from '../router.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { DriftNotice } from '../clients/DriftNotice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CommissionSection } from './CommissionSection.tsx';
import { commissionApiPath } from './commissions-query.ts';
import { COMMISSION_MEASUREMENTS_TEXT as t } from './measurements-text.ts';

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
  return (
    <div className="grid justify-items-start gap-3">
      <div className="w-full">
        <DriftNotice heading={pin.pinnedTakenAt ? t.madeTo(longDay(pin.pinnedTakenAt)) : t.madeToSet(pin.setId)} drift={pin.drift} />
      </div>
      {toClient}
    </div>
  );
}
