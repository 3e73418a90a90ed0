import { DASHBOARD_TEXT } from './text.ts';

/** The calendar tab until the calendar is built: the spec's empty-month text. */
export function CalendarEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 border border-dashed border-line px-6 py-20 text-center">
      <p className="font-display text-2xl text-ink">{DASHBOARD_TEXT.noEvents}</p>
      <p className="max-w-sm text-sm leading-relaxed text-muted">{DASHBOARD_TEXT.calendarHint}</p>
    </div>
  );
}
