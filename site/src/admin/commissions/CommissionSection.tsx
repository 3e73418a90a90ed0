import type { ReactNode } from 'react';

/**
 * One part of a commission's screen: a serif heading over a hairline, then its content. The
 * fitting plan's and the measurements' sections use it too, so the screen reads as one.
 */
export function CommissionSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-line pb-3">
        <h2 id={id} className="font-display text-3xl leading-tight text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
