import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { longDay } from '../dates.ts';
import { $router, ADMIN_PATHS } from '../router.ts';
import { T } from '../text.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CommissionHistory } from './CommissionHistory.tsx';
import { commissionQuery } from './commissions-query.ts';
import { PlanSection } from '../fitting-plan/PlanSection.tsx';
import { MeasurementsSection } from './MeasurementsSection.tsx';
import { FabricsSection } from './FabricsSection.tsx';
import { occasionOf } from './format.ts';
import { PaymentsSection } from './PaymentsSection.tsx';
import { QuoteEditor } from './QuoteEditor.tsx';
import { StageSection } from './StageSection.tsx';
import { COMMISSION_TEXT, COMMISSIONS_TEXT } from './text.ts';

/** /admin/commissions/dress-12: one commission (docs/product.md#commissions). */
export function CommissionPage() {
  const page = useStore($router);
  // The path's `:id` (typed loosely: the paths are built at run time, in the admin's language).
  const params: Partial<Record<string, string>> = page?.route === 'commission' ? page.params : {};
  const id = params.id ?? null;
  return (
    <>
      <AdminLink href={ADMIN_PATHS.commissions} className="mb-8 inline-flex items-center gap-2 text-xs font-medium tracking-[0.2em] text-muted uppercase hover:text-accent-deep">
        <span aria-hidden="true">←</span> {COMMISSIONS_TEXT.back}
      </AdminLink>
      {id && <CommissionScreen key={id} id={id} />}
    </>
  );
}

function CommissionScreen({ id }: { id: string }) {
  const query = commissionQuery(id);
  const state = useStore(query.$state);
  // Opened again later, it shows what it held at once and brings it up to date.
  useEffect(() => {
    void query.refetch();
  }, [query]);

  if (state.status === 'loading') return <Spinner label={T.loading} />;
  if (state.status === 'error')
    return (
      <p role="alert" className="border border-danger/40 bg-danger/5 px-5 py-4 text-sm text-danger">
        {state.error.startsWith('404') ? COMMISSION_TEXT.notFound : `${T.loadFailed}: ${state.error}`}
      </p>
    );

  const commission = state.data;
  const occasion = occasionOf(commission);
  const when = commission.occasionDate ? `${longDay(commission.occasionDate)}${commission.daysLeft === null ? '' : ` · ${COMMISSIONS_TEXT.daysLeft(commission.daysLeft)}`}` : COMMISSIONS_TEXT.noOccasion;
  return (
    <>
      <PageHeading eyebrow={COMMISSION_TEXT.eyebrow(commission.requestType, commission.requestId)} title={commission.clientName} intro={occasion ? COMMISSION_TEXT.occasionOn(occasion, when) : when} />
      <div className="mt-10 grid gap-16 sm:mt-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
        <div className="grid content-start gap-16">
          <StageSection commission={commission} />
          <QuoteEditor commission={commission} />
          <PaymentsSection commission={commission} />
          <FabricsSection commission={commission} />
        </div>
        <div className="grid content-start gap-16">
          <PlanSection commission={commission} />
          <MeasurementsSection commission={commission} />
          <CommissionHistory history={commission.history} />
        </div>
      </div>
    </>
  );
}
