import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $openRequestKey } from './open-request.ts';
import { T } from '../text.ts';
import { REQUESTS_TEXT } from './text.ts';
import { NO_FILTER, filterRequests, requestKey, type RequestFilter } from './filter.ts';
import { RequestCards } from './RequestCards.tsx';
import { RequestFilters } from './RequestFilters.tsx';
import { RequestTable } from './RequestTable.tsx';
import { requestsQuery } from './requests-query.ts';
import { Segmented } from './Segmented.tsx';
import { DEFAULT_SORT, REQUEST_SORTS, sortRequests, type RequestSort } from './sort.ts';

/**
 * The Requests tab: filters, the order, and the list (table or cards); a row opens the
 * dashboard's detail dialog (docs/product.md#dashboard).
 */
export function RequestsPanel() {
  const state = useStore(requestsQuery.$state);
  const [filter, setFilter] = useState<RequestFilter>(NO_FILTER);
  const [sort, setSort] = useState<RequestSort>(DEFAULT_SORT);

  if (state.status === 'error') {
    return (
      <p role="alert" className="border border-danger/40 bg-danger/5 px-5 py-4 text-sm text-danger">
        {T.loadFailed}: {state.error}
      </p>
    );
  }
  const all = state.data ?? [];
  const shown = sortRequests(filterRequests(all, filter), sort);

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <RequestFilters filter={filter} onChange={setFilter} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 sm:-mt-2 sm:border-t sm:border-line/70 sm:pt-5">
        <p aria-live="polite" className="text-xs uppercase tracking-[0.2em] text-muted">
          {REQUESTS_TEXT.count(shown.length, all.length)}
        </p>
        <Segmented
          toolbar
          label={REQUESTS_TEXT.sortBy}
          value={sort}
          options={REQUEST_SORTS}
          optionLabel={(option) => REQUESTS_TEXT.sorts[option]}
          onChange={setSort}
        />
      </div>
      {shown.length === 0 ? (
        <p className="border border-dashed border-line px-6 py-16 text-center font-display text-2xl text-muted">{REQUESTS_TEXT.empty}</p>
      ) : (
        <>
          <RequestTable items={shown} sort={sort} onOpen={(item) => $openRequestKey.set(requestKey(item))} />
          <RequestCards items={shown} onOpen={(item) => $openRequestKey.set(requestKey(item))} />
        </>
      )}
    </div>
  );
}
