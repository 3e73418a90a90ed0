import type { CommissionStage } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { T } from '../text.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { columnsOf, firstBusyStage } from './board.ts';
import { commissionsQuery } from './commissions-query.ts';
import { StageColumn } from './StageColumn.tsx';
import { StagePicker } from './StagePicker.tsx';
import { COMMISSIONS_TEXT } from './text.ts';

/**
 * /admin/commissions (docs/product.md#commissions, ADR 052): one column per stage, two rows of
 * five on a desk, all in sight; on a phone, the stage picker and the one column it shows.
 */
export function CommissionsBoard() {
  const state = useStore(commissionsQuery.$state);
  const [picked, setPicked] = useState<CommissionStage | null>(null);
  // Opened again later, the board shows what it held at once and brings it up to date.
  useEffect(() => {
    void commissionsQuery.refetch();
  }, []);

  let body;
  if (state.status === 'loading') body = <Spinner label={T.loading} />;
  else if (state.status === 'error')
    body = (
      <p role="alert" className="border border-danger/40 bg-danger/5 px-5 py-4 text-sm text-danger">
        {T.loadFailed}: {state.error}
      </p>
    );
  else if (state.data.length === 0) body = <p className="border border-dashed border-line px-6 py-16 text-center font-display text-2xl text-muted">{COMMISSIONS_TEXT.empty}</p>;
  else {
    const columns = columnsOf(state.data);
    const shown = picked ?? firstBusyStage(state.data);
    body = (
      <div className="flex flex-col gap-8">
        <StagePicker columns={columns} value={shown} onChange={setPicked} />
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-5 lg:gap-x-5 lg:gap-y-14">
          {columns.map((column) => (
            <StageColumn key={column.stage} stage={column.stage} cards={column.cards} shownOnPhone={column.stage === shown} />
          ))}
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeading eyebrow={COMMISSIONS_TEXT.eyebrow} title={COMMISSIONS_TEXT.title} intro={COMMISSIONS_TEXT.intro} />
      <div className="mt-10 sm:mt-12">{body}</div>
    </>
  );
}
