import { COMMISSION_STAGE_DESCRIPTIONS, COMMISSION_STAGE_NAMES, COMMISSION_STAGES, type CommissionStage, type Lang } from '@atelier/contracts';
import { COMMISSION_PAGE_TEXT } from './commission-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

/**
 * Where her dress stands: every stage in order, a line down a phone and across a desk. The
 * current one says "Now" in words (and aria-current), the ones behind carry a tick and "done"
 * for a screen reader; below, what the current stage means, in her words.
 */
export function CommissionProgress({ lang, stage }: { lang: Lang; stage: CommissionStage }) {
  const t = COMMISSION_PAGE_TEXT[lang];
  const names = COMMISSION_STAGE_NAMES[lang];
  const current = COMMISSION_STAGES.indexOf(stage);
  return (
    <section aria-labelledby="progress-title" className="grid gap-8">
      <SectionTitle id="progress-title">{t.progressTitle}</SectionTitle>
      <ol aria-label={t.progressLabel} className="grid border-l border-line pl-6 lg:grid-cols-10 lg:border-t lg:border-l-0 lg:pt-0 lg:pl-0">
        {COMMISSION_STAGES.map((step, index) => {
          const here = index === current;
          const done = index < current;
          return (
            <li key={step} aria-current={here ? 'step' : undefined} className="relative grid content-start gap-1 pb-5 last:pb-0 lg:pt-6 lg:pr-2 lg:pb-0">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[1.85rem] grid size-2.5 place-items-center rounded-full border lg:-top-[0.35rem] lg:left-0 ${here ? 'size-3 border-accent bg-accent ring-4 ring-accent/15' : done ? 'border-ink bg-ink' : 'border-line bg-paper'}`}
              />
              {here && <span className="text-[0.65rem] font-medium tracking-[0.24em] text-accent-deep uppercase">{t.now}</span>}
              <span className={`leading-snug ${here ? 'font-display text-2xl text-ink lg:text-xl' : done ? 'text-sm text-ink' : 'text-sm text-muted'}`}>
                {names[step]}
                {done && <span className="sr-only"> ({t.done})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="max-w-2xl border-l-2 border-accent/50 pl-4 font-display text-xl leading-relaxed text-ink italic">
        <span className="sr-only">{t.nowLine(names[stage])} </span>
        {COMMISSION_STAGE_DESCRIPTIONS[lang][stage]}
      </p>
    </section>
  );
}
