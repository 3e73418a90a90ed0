import type { CommissionHistoryEntry } from '@atelier/contracts';
import { longDateTime } from '../dates.ts';
import { CommissionSection } from './CommissionSection.tsx';
import { money } from './format.ts';
import { COMMISSION_TEXT, HISTORY_TEXT } from './text.ts';

function describe(entry: CommissionHistoryEntry): string {
  // Each kind has its own words; the cast only tells TypeScript the pair matches.
  const words = HISTORY_TEXT[entry.kind] as (entry: CommissionHistoryEntry, money: (cents: number) => string) => string;
  return words(entry, money);
}

/** Everything that happened to the commission, newest first: what, who and when. */
export function CommissionHistory({ history }: { history: readonly CommissionHistoryEntry[] }) {
  return (
    <CommissionSection id="commission-history" title={COMMISSION_TEXT.historyTitle}>
      <ol className="relative ml-1.5 border-l border-line">
        {[...history].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative pb-5 pl-6 last:pb-0">
            <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2.5 rounded-full border border-accent bg-paper" />
            <p className="text-sm break-words text-ink">
              {describe(entry)} <span className="text-muted">{COMMISSION_TEXT.by(entry.by)}</span>
            </p>
            <p className="mt-0.5 text-xs text-muted tabular-nums">
              <time dateTime={entry.at}>{longDateTime(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </CommissionSection>
  );
}
