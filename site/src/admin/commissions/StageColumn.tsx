import type { CommissionCard, CommissionStage } from '@atelier/contracts';
import { CommissionCardItem } from './CommissionCardItem.tsx';
import { COMMISSIONS_TEXT } from './text.ts';

/** One stage's column: its name and count, then its cards by occasion date. */
export function StageColumn({ stage, cards, shownOnPhone }: { stage: CommissionStage; cards: readonly CommissionCard[]; shownOnPhone: boolean }) {
  const titleId = `stage-${stage}`;
  return (
    <section aria-labelledby={titleId} className={`${shownOnPhone ? 'flex' : 'hidden lg:flex'} min-w-0 flex-col gap-4`}>
      <h2 id={titleId} className="flex items-baseline justify-between gap-3 border-b border-ink/70 pb-2">
        <span className="font-display text-2xl text-ink">{COMMISSIONS_TEXT.stages[stage]}</span>
        <span className="font-sans text-sm text-muted tabular-nums">
          <span aria-hidden="true">{cards.length}</span>
          <span className="sr-only">{COMMISSIONS_TEXT.count(cards.length)}</span>
        </span>
      </h2>
      {cards.length === 0 ? (
        <p className="border border-dashed border-line px-4 py-5 text-center text-sm text-muted italic">{COMMISSIONS_TEXT.emptyStage}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {cards.map((card) => (
            <li key={card.id}>
              <CommissionCardItem card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
