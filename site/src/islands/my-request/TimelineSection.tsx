import type { Lang, MyRequestStep } from '@atelier/contracts';
import { formatWhen } from './format.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** Her request's story so far, oldest first, in her words. */
export function TimelineSection({ lang, timeline }: { lang: Lang; timeline: readonly MyRequestStep[] }) {
  const t = MY_REQUEST_TEXT[lang];
  return (
    <section aria-labelledby="timeline-title" className="grid gap-6">
      <SectionTitle id="timeline-title">{t.timelineTitle}</SectionTitle>
      <ol className="grid gap-0 border-l border-line pl-6">
        {timeline.map((step, index) => (
          <li key={`${step.kind}-${step.at}-${index}`} className="relative grid gap-1 pb-7 last:pb-0">
            <span aria-hidden="true" className="absolute top-2 -left-[1.85rem] size-2.5 rounded-full border border-accent bg-paper" />
            <span className="font-display text-xl text-ink">{step.kind === 'appointment' && step.milestone ? t.milestones[step.milestone] : t.steps[step.kind]}</span>
            <span className="text-sm text-muted">{formatWhen(step.at, lang)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
