import { COMMISSION_STAGES, type CommissionStage } from '@atelier/contracts';
import { COMMISSION_TEXT, COMMISSIONS_TEXT } from './text.ts';

/**
 * The stages in order, the current one marked in words (and aria-current="step"), the ones
 * behind it in ink, the ones ahead quiet: two columns on a phone, five on a desk.
 */
export function StageSteps({ stage }: { stage: CommissionStage }) {
  const current = COMMISSION_STAGES.indexOf(stage);
  return (
    <ol className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5">
      {COMMISSION_STAGES.map((step, index) => {
        const here = index === current;
        return (
          <li
            key={step}
            aria-current={here ? 'step' : undefined}
            className={`flex min-w-0 flex-col gap-1 border-t-2 pt-2 ${here ? 'border-accent' : index < current ? 'border-ink/70' : 'border-line'}`}
          >
            <span className="text-[0.65rem] tracking-[0.18em] text-muted tabular-nums">{String(index + 1).padStart(2, '0')}</span>
            <span className={`text-sm leading-snug ${here ? 'font-medium text-ink' : index < current ? 'text-ink' : 'text-muted'}`}>{COMMISSIONS_TEXT.stages[step]}</span>
            {here && <span className="text-[0.65rem] font-medium tracking-[0.18em] text-accent-deep uppercase">{COMMISSION_TEXT.stageNow}</span>}
          </li>
        );
      })}
    </ol>
  );
}
