import type { CommissionDetail } from '@atelier/contracts';
import type { ComponentType } from 'react';
import { MeasurementsSection } from './MeasurementsSection.tsx';
import { PlanSection } from './PlanSection.tsx';

/**
 * A section another slice adds to a commission's screen (the fittings planned back from the
 * occasion, the measurements it is made to and their drift): it gets the commission as shown
 * and lays itself out with CommissionSection.
 */
export interface CommissionExtraSection {
  key: string;
  Section: ComponentType<{ commission: CommissionDetail }>;
}

/** The sections other slices add, in the order they appear: each is one entry here. */
export const COMMISSION_EXTRA_SECTIONS: readonly CommissionExtraSection[] = [
  { key: 'plan', Section: PlanSection },
  { key: 'measurements', Section: MeasurementsSection },
];

/** Where the added sections go on the screen, beside the history (ADR 052). */
export function CommissionExtraSections({ commission }: { commission: CommissionDetail }) {
  return (
    <>
      {COMMISSION_EXTRA_SECTIONS.map(({ key, Section }) => (
        <Section key={key} commission={commission} />
      ))}
    </>
  );
}
