import { MILESTONE_LABELS, type CommissionPlan, type Lang, type PlanMilestone, type PlanStep } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useRef, useState, type SubmitEvent } from 'react';
import { TextField } from '../../ui/fields/TextField.tsx';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { format, parseISO } from 'date-fns';
import { datesIn } from '../dates.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { acceptPlan, planQuery, type AcceptOutcome } from './plan-actions.ts';
import { PLAN_TEXT } from './text.ts';

/**
 * The fittings and delivery planned back from a commission's occasion date
 * (GET /api/commissions/{id}/plan): each proposed day can be edited, the steps already on the
 * calendar are marked, and "Add to the calendar" schedules the rest in one step.
 * Self-contained: it loads its plan and says what went wrong in `lang`.
 */
export function PlanPanel({ lang, commissionId }: { lang: Lang; commissionId: string }) {
  const text = PLAN_TEXT[lang];
  const state = useStore(planQuery(commissionId).$state);
  if (state.status === 'loading') return <Spinner label={text.loading} className="py-8" />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-sm text-danger">
        {text.loadFailed}: {state.error}
      </p>
    );
  }
  // Kept mounted when the plan is read again after accepting, so the answer's message stays.
  return <PlanForm lang={lang} plan={state.data} />;
}

const proposed = (steps: readonly PlanStep[]): Partial<Record<PlanMilestone, string>> =>
  Object.fromEntries(steps.flatMap((step) => (step.date !== null && step.onCalendar === null ? [[step.milestone, step.date]] : [])));

function PlanForm({ lang, plan }: { lang: Lang; plan: CommissionPlan }) {
  const text = PLAN_TEXT[lang];
  const { longDay, locale } = datesIn(lang);
  const windowDay = (day: string) => format(parseISO(day), text.windowDay, { locale });
  const [dates, setDates] = useState(() => proposed(plan.steps));
  const [outcome, setOutcome] = useState<AcceptOutcome | null>(null);
  const [pending, setPending] = useState(false);
  // One key per set of days: a retry of the same days is the same request (docs/decisions/053-fitting-plan.md).
  const key = useRef<string | null>(null);

  if (plan.occasionDate === null) return <p className="text-sm leading-relaxed text-muted">{text.noOccasionDate}</p>;

  const items = plan.steps.flatMap((step) => {
    const date = dates[step.milestone];
    return step.onCalendar === null && date ? [{ milestone: step.milestone, date }] : [];
  });
  const fieldErrors = outcome?.ok === false ? outcome.fields : {};

  function edit(milestone: PlanMilestone, date: string) {
    key.current = null;
    setOutcome(null);
    setDates((current) => ({ ...current, [milestone]: date }));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (items.length === 0 || pending) return;
    key.current ??= crypto.randomUUID();
    setPending(true);
    try {
      const result = await acceptPlan(plan.commissionId, items, lang, key.current);
      if (result.ok) key.current = null;
      setOutcome(result);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={text.title} className="grid gap-5">
      <p className="text-sm leading-relaxed text-muted">{text.intro(longDay(plan.occasionDate))}</p>
      <ol aria-label={text.stepsLabel} className="grid gap-3">
        {plan.steps.map((step) => (
          <li key={step.milestone} className="grid gap-3 border border-line bg-paper px-4 py-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] sm:items-start sm:px-5">
            <div className="grid gap-1">
              <span className="font-display text-lg text-ink">{MILESTONE_LABELS[step.milestone][lang]}</span>
              {step.window && <span className="text-sm text-muted">{text.window(windowDay(step.window.from), windowDay(step.window.to))}</span>}
            </div>
            <StepDate step={step} lang={lang} value={dates[step.milestone] ?? ''} error={fieldErrors[step.milestone]} onChange={(date) => edit(step.milestone, date)} />
          </li>
        ))}
      </ol>
      {outcome?.ok === false && (
        <p role="alert" className="flex items-start gap-2 border border-danger/30 bg-danger/5 px-4 py-3 text-sm leading-snug text-danger">
          <span className="font-medium">{text.failed}:</span> {outcome.message}
        </p>
      )}
      {outcome?.ok === true && (
        <p role="status" className="border border-success/30 bg-success/5 px-4 py-3 text-sm leading-snug text-success">
          {text.accepted(outcome.accepted.scheduled.length)}
        </p>
      )}
      {items.length > 0 ? (
        <div>
          <SubmitButton pending={pending} label={text.accept} pendingLabel={text.accepting} />
        </div>
      ) : (
        outcome === null && <p className="text-sm text-muted">{text.nothingToAccept}</p>
      )}
    </form>
  );
}

interface StepDateProps {
  step: PlanStep;
  lang: Lang;
  value: string;
  error: string | undefined;
  onChange: (date: string) => void;
}

/** A step's day: on the calendar already (marked in words and a sign, not colour alone), editable, or why there is none. */
function StepDate({ step, lang, value, error, onChange }: StepDateProps) {
  const text = PLAN_TEXT[lang];
  const { longDay } = datesIn(lang);
  const label = MILESTONE_LABELS[step.milestone][lang];
  if (step.onCalendar !== null) {
    return (
      <p className="grid gap-1 text-sm">
        <span className="flex items-center gap-2 text-xs font-medium uppercase tracking-[0.18em] text-success">
          <span aria-hidden="true">✓</span>
          {text.onCalendar}
        </span>
        <span className="text-ink first-letter:uppercase">{longDay(step.onCalendar.date)}</span>
      </p>
    );
  }
  if (step.date === null || step.unplannable !== null) return <p className="text-sm italic text-muted">{step.unplannable && text.unplannable[step.unplannable]}</p>;
  return <TextField label={text.date(label)} type="date" value={value} error={error} onChange={(event) => onChange(event.target.value)} />;
}
