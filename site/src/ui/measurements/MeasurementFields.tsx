import type { Lang } from '@atelier/contracts';
import { MEASUREMENTS, MEASUREMENT_GROUPS, MEASUREMENT_GROUP_LABELS, measurementsOf, type MeasurementName } from '@atelier/contracts/measurement-list';
import { TextField } from '../fields/TextField.tsx';

/** What a set's form holds while she types: each measurement as written, blank when not taken. */
export type MeasurementDraft = Partial<Record<MeasurementName, string>>;

interface Props {
  lang: Lang;
  draft: MeasurementDraft;
  onChange: (name: MeasurementName, value: string) => void;
  /** A prefix for the inputs' names, so two forms on one screen never share one. */
  idPrefix: string;
}

/**
 * The twenty measurements in their four groups, each with how to take it: phone-friendly
 * number inputs (a decimal keypad, one decimal) bounded by the plausible range. Her page and
 * the back office both enter sets through it.
 */
export function MeasurementFields({ lang, draft, onChange, idPrefix }: Props) {
  return (
    <div className="grid gap-10">
      {MEASUREMENT_GROUPS.map((group) => (
        <fieldset key={group} className="grid gap-6">
          <legend className="mb-4 font-display text-2xl text-ink">{MEASUREMENT_GROUP_LABELS[group][lang]}</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            {measurementsOf(group).map((name) => {
              const { label, hint, min, max } = MEASUREMENTS[name];
              return (
                <TextField
                  key={name}
                  name={`${idPrefix}-${name}`}
                  label={`${label[lang]} (cm)`}
                  hint={hint[lang]}
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  min={min}
                  max={max}
                  value={draft[name] ?? ''}
                  onChange={(event) => onChange(name, event.target.value)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The draft's values as centimetres, blanks left out. */
export function draftValues(draft: MeasurementDraft): Partial<Record<MeasurementName, number>> {
  const values: Partial<Record<MeasurementName, number>> = {};
  for (const [name, text] of Object.entries(draft) as [MeasurementName, string | undefined][]) {
    const trimmed = text?.trim().replace(',', '.') ?? '';
    if (trimmed !== '') values[name] = Number(trimmed);
  }
  return values;
}
