import type { Lang, MyRequestCommission } from '@atelier/contracts';
import { lazy, Suspense } from 'react';

/**
 * Her commission's sections load only when she has a commission: a pending or denied request's
 * page does not carry their code (the page's JS budget, ADR 052).
 */
const CommissionParts = lazy(() => import('./CommissionParts.tsx'));

export function CommissionSections(props: { lang: Lang; commission: MyRequestCommission; onChanged: () => Promise<void> }) {
  return (
    <Suspense fallback={null}>
      <CommissionParts {...props} />
    </Suspense>
  );
}
