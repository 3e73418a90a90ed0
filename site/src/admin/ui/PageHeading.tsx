import type { ReactNode } from 'react';

/** A screen's eyebrow, serif title and optional intro, with room for actions on the right. */
export function PageHeading({ eyebrow, title, intro, actions }: { eyebrow: string; title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 border-b border-line pb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-[0.7rem] font-medium uppercase tracking-[0.3em] text-accent">{eyebrow}</p>
        <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
        {intro && <p className="mt-3 text-base leading-relaxed text-muted">{intro}</p>}
      </div>
      {actions && <div className="shrink-0">{actions}</div>}
    </div>
  );
}
