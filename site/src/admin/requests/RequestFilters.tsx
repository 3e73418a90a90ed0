import { useId } from 'react';
import { REQUESTS_TEXT } from './text.ts';
import { STATUS_FILTERS, TYPE_FILTERS, type RequestFilter } from './filter.ts';
import { Segmented } from './Segmented.tsx';

/** Type, status and a name-or-email search (docs/product.md#dashboard). */
export function RequestFilters({ filter, onChange }: { filter: RequestFilter; onChange: (filter: RequestFilter) => void }) {
  const searchId = useId();
  return (
    <div role="search" aria-label={REQUESTS_TEXT.filtersLabel} className="flex flex-col gap-5 sm:gap-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-wrap gap-x-8 gap-y-4 sm:gap-y-5">
        <Segmented
          label={REQUESTS_TEXT.type}
          value={filter.type}
          options={TYPE_FILTERS}
          optionLabel={(type) => REQUESTS_TEXT.types[type]}
          onChange={(type) => onChange({ ...filter, type })}
        />
        <Segmented
          label={REQUESTS_TEXT.status}
          value={filter.status}
          options={STATUS_FILTERS}
          optionLabel={(status) => REQUESTS_TEXT.statuses[status]}
          onChange={(status) => onChange({ ...filter, status })}
        />
      </div>
      <div className="flex flex-col gap-2 lg:w-72">
        <label htmlFor={searchId} className="text-[0.7rem] font-medium uppercase tracking-[0.22em] text-muted">
          {REQUESTS_TEXT.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={filter.search}
          placeholder={REQUESTS_TEXT.searchPlaceholder}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          className="w-full border-0 border-b border-ink/40 bg-transparent px-0 py-2 text-base text-ink placeholder:text-muted focus:border-accent focus:ring-0"
        />
      </div>
    </div>
  );
}
