import type { CommissionDetail } from '@atelier/contracts';
import { PlanPanel } from './PlanPanel.tsx';
import { PLAN_TEXT } from './text.ts';
import { ADMIN_LANG } from '../lang.ts';
import { CommissionSection } from '../commissions/CommissionSection.tsx';

/** The fittings and delivery planned back from the occasion (docs/product.md#planning-back-from-the-occasion), on the commission's screen. */
export function PlanSection({ commission }: { commission: CommissionDetail }) {
  return (
    <CommissionSection id="fitting-plan" title={PLAN_TEXT[ADMIN_LANG].title}>
      <PlanPanel lang={ADMIN_LANG} commissionId={commission.id} />
    </CommissionSection>
  );
}
