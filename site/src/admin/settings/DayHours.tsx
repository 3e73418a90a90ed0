import { WEEKDAY_NAMES, type TimeRange, type Weekday } from '@atelier/contracts';
import { useId } from 'react';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { Button } from '../ui/Button.tsx';
import { LabelledSwitch } from '../ui/LabelledSwitch.tsx';
import { SETTINGS_TEXT } from './text.ts';

const T = SETTINGS_TEXT.hours;

export interface DayHoursProps {
  day: Weekday;
  ranges: readonly TimeRange[];
  /** Messages by the field's path under the day (`0.closes`), as the schema names them. */
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onOpenChange(open: boolean): void;
  onTimeChange(index: number, field: keyof TimeRange, value: string): void;
  onBreakChange(withBreak: boolean): void;
}

/**
 * One day of the week: open or closed, and when open its hours, with a break if she takes one.
 * On a phone the day and its switch share a line and the times sit below, two to a row.
 */
export function DayHours({ day, ranges, errors, disabled, onOpenChange, onTimeChange, onBreakChange }: DayHoursProps) {
  const nameId = useId();
  const name = WEEKDAY_NAMES[ADMIN_LANG][day];
  const open = ranges.length > 0;
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      data-day={day}
      className="grid grid-cols-[1fr_auto] items-center gap-4 border-b border-line pb-6 last:border-b-0 last:pb-0 sm:grid-cols-[7rem_10rem_1fr] sm:items-start sm:gap-5"
    >
      <p id={nameId} className="font-display text-2xl leading-tight text-ink sm:pt-3">
        {name}
      </p>
      <LabelledSwitch label={T.open} checked={open} onCheckedChange={onOpenChange} disabled={disabled} />
      {open ? (
        <div className="col-span-2 grid gap-4 sm:col-span-1">
          {ranges.map((range, index) => (
            <div key={index} className="grid grid-cols-2 gap-3">
              <TextField
                type="time"
                label={index === 0 ? T.opens : T.reopens}
                value={range.opens}
                onChange={(event) => onTimeChange(index, 'opens', event.target.value)}
                error={errors[`${index}.opens`]}
                disabled={disabled}
              />
              <TextField
                type="time"
                label={T.closes}
                value={range.closes}
                onChange={(event) => onTimeChange(index, 'closes', event.target.value)}
                error={errors[`${index}.closes`]}
                disabled={disabled}
              />
            </div>
          ))}
          <Button variant="quiet" size="sm" className="justify-self-start px-0" onClick={() => onBreakChange(ranges.length === 1)} disabled={disabled}>
            {ranges.length === 1 ? `+ ${T.addBreak}` : T.removeBreak}
          </Button>
        </div>
      ) : (
        <p className="col-span-2 text-base text-muted sm:col-span-1 sm:pt-3">{T.closed}</p>
      )}
    </div>
  );
}
