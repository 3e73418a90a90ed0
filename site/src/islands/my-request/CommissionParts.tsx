import type { Lang, MyRequestCommission } from '@atelier/contracts';
import { CommissionProgress } from './CommissionProgress.tsx';
import { FabricsSection } from './FabricsSection.tsx';
import { PaymentsSection } from './PaymentsSection.tsx';
import { QuoteSection } from './QuoteSection.tsx';

/**
 * Her commission on her page, once her request is approved: where the dress stands, then the
 * quote and her payments side by side on a desk, then the fabrics to choose from (each shown
 * once there is something to show).
 */
export default function CommissionParts({ lang, commission, onChanged }: { lang: Lang; commission: MyRequestCommission; onChanged: () => Promise<void> }) {
  return (
    <div className="grid gap-16 sm:gap-20">
      <CommissionProgress lang={lang} stage={commission.stage} />
      {commission.quote && (
        <div className="grid gap-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-20">
          <QuoteSection lang={lang} quote={commission.quote} onChanged={onChanged} />
          <PaymentsSection lang={lang} commission={commission} />
        </div>
      )}
      {commission.fabrics.length > 0 && <FabricsSection lang={lang} fabrics={commission.fabrics} chosenFabricId={commission.chosenFabricId} onChanged={onChanged} />}
    </div>
  );
}
