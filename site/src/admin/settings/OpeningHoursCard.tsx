import { WEEKDAYS, appointmentLine, openingHoursLines, type OpeningHours, type Weekday } from '@atelier/contracts';
import { useRef, useState, type SubmitEvent } from 'react';
import { ADMIN_LANG } from '../lang.ts';
import { LabelledSwitch } from '../ui/LabelledSwitch.tsx';
import { DayHours } from './DayHours.tsx';
import { NEW_DAY, weekErrors, withBreak, withDay, withTime } from './opening-hours-form.ts';
import { saveOpeningHours } from './save-settings.ts';
import { SaveFooter } from './SaveFooter.tsx';
import { SETTINGS_TEXT } from './text.ts';

const T = SETTINGS_TEXT.hours;

/** The messages of one day, by their path under it (`0.closes`). */
function dayErrors(errors: Record<string, string>, day: Weekday): Record<string, string> {
  const prefix = `days.${day}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [])));
}

/**
 * The opening hours (Ajustes): every day open or closed, its hours and an optional break, and
 * whether visits need an appointment, saved as one week. The times are checked by the API's
 * own schema; after a first Save the messages follow each change. A preview shows the footer's
 * lines as the visitors will read them.
 */
export function OpeningHoursCard({ saved }: { saved: OpeningHours }) {
  const [hours, setHours] = useState(saved);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  // A day switched off and on again gets back the hours it had.
  const remembered = useRef<Partial<Record<Weekday, OpeningHours['days'][Weekday]>>>({});
  const errors = checked ? weekErrors(hours, ADMIN_LANG) : {};
  const invalid = Object.keys(errors).length > 0;

  function setOpen(day: Weekday, open: boolean) {
    if (!open) remembered.current[day] = hours.days[day];
    setHours(withDay(hours, day, open ? (remembered.current[day] ?? NEW_DAY) : []));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(weekErrors(hours, ADMIN_LANG)).length > 0) return;
    setSaving(true);
    try {
      await saveOpeningHours(saved, hours);
    } finally {
      setSaving(false);
    }
  }

  const appointment = appointmentLine(hours, ADMIN_LANG);
  return (
    <section aria-labelledby="settings-opening-hours" className="border border-line bg-paper">
      <form noValidate onSubmit={submit}>
        <div className="grid gap-8 p-6 sm:p-9">
          <div>
            <h2 id="settings-opening-hours" className="font-display text-3xl text-ink">
              {T.title}
            </h2>
            <p className="mt-2 text-base leading-relaxed text-muted">{T.text}</p>
          </div>
          <div className="grid gap-6">
            {WEEKDAYS.map((day) => (
              <DayHours
                key={day}
                day={day}
                ranges={hours.days[day]}
                errors={dayErrors(errors, day)}
                disabled={saving}
                onOpenChange={(open) => setOpen(day, open)}
                onTimeChange={(index, field, value) => setHours(withTime(hours, day, index, field, value))}
                onBreakChange={(add) => setHours(withDay(hours, day, add ? withBreak(hours.days[day]) : hours.days[day].slice(0, 1)))}
              />
            ))}
          </div>
          <LabelledSwitch
            label={T.byAppointmentOnly}
            hint={T.byAppointmentOnlyHint}
            checked={hours.byAppointmentOnly}
            onCheckedChange={(byAppointmentOnly) => setHours({ ...hours, byAppointmentOnly })}
            disabled={saving}
          />
          {!invalid && (
            <figure className="border border-line bg-linen/60 p-5">
              <figcaption className="text-[0.7rem] font-medium uppercase tracking-[0.26em] text-accent-deep">{T.preview}</figcaption>
              <dl data-testid="opening-hours-preview" className="mt-4 grid gap-2 text-sm text-ink">
                {openingHoursLines(hours, ADMIN_LANG).map((line) => (
                  <div key={line.days} className="flex justify-between gap-6 border-b border-line/70 pb-2">
                    <dt>{line.days}</dt>
                    <dd className="text-right tabular-nums">
                      {line.hours.map((range) => (
                        <span key={range} className="block">
                          {range}
                        </span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
              {appointment && <p className="mt-3 font-display text-lg text-ink italic">{appointment}</p>}
            </figure>
          )}
          {invalid && (
            <p role="alert" className="text-sm text-danger">
              {T.invalid}
            </p>
          )}
        </div>
        <SaveFooter saving={saving} />
      </form>
    </section>
  );
}
