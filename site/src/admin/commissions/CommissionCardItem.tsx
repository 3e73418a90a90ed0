import type { CommissionCard } from '@atelier/contracts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { money, occasionOf, shortDay } from './format.ts';
import { commissionPath } from './paths.ts';
import { COMMISSIONS_TEXT } from './text.ts';

/** Soon is within four weeks: the days left read in the accent then. */
const SOON_DAYS = 28;

/**
 * One commission on the board: the client, the occasion and its day, the days left and what
 * is due. The client's name is the link; the whole card answers to it.
 */
export function CommissionCardItem({ card }: { card: CommissionCard }) {
  const soon = card.daysLeft !== null && card.daysLeft <= SOON_DAYS;
  return (
    <article className="group relative border border-line bg-paper px-4 py-4 transition-colors focus-within:border-accent hover:border-accent/70">
      <p className="text-[0.65rem] font-medium uppercase tracking-[0.24em] text-accent">{occasionOf(card)}</p>
      <h3 className="mt-1.5 font-display text-2xl leading-tight break-words text-ink lg:text-xl">
        <AdminLink href={commissionPath(card.id)} className="underline decoration-transparent underline-offset-4 after:absolute after:inset-0 group-hover:decoration-accent">
          {card.clientName}
        </AdminLink>
      </h3>
      <p className="mt-2 grid gap-0.5 text-sm text-muted">
        {card.occasionDate ? (
          <>
            <time dateTime={card.occasionDate} className="tabular-nums">
              {shortDay(card.occasionDate)}
            </time>
            {card.daysLeft !== null && <span className={soon ? 'font-medium text-accent-deep' : ''}>{COMMISSIONS_TEXT.daysLeft(card.daysLeft)}</span>}
          </>
        ) : (
          COMMISSIONS_TEXT.noOccasion
        )}
      </p>
      <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 border-t border-line/70 pt-3 text-sm">
        {card.amountDue ? (
          <>
            <span className="text-muted">{COMMISSIONS_TEXT.due[card.amountDue.kind]}</span>
            <span className="font-medium text-ink tabular-nums">{money(card.amountDue.cents)}</span>
          </>
        ) : (
          <span className="text-muted">{COMMISSIONS_TEXT.nothingDue}</span>
        )}
      </p>
    </article>
  );
}
