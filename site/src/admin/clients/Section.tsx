import type { ReactNode } from 'react';

/** A part of a client's page: a serif heading over a hairline, and its content. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-5">
      <h2 id={id} className="border-b border-line pb-3 font-display text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
