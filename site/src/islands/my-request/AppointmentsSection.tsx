import type { Lang, MyRequestAppointment } from '@atelier/contracts';
import { formatDay } from './format.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

function AppointmentList({ lang, title, items }: { lang: Lang; title: string; items: readonly MyRequestAppointment[] }) {
  const t = MY_REQUEST_TEXT[lang];
  if (items.length === 0) return null;
  return (
    <div className="grid gap-3">
      <h4 className="font-display text-lg text-muted italic">{title}</h4>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="grid gap-3 border border-line bg-white/50 px-5 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="grid gap-1">
              <span className={`font-display text-xl ${item.cancelled ? 'text-muted line-through' : 'text-ink'}`}>{t.milestones[item.milestone]}</span>
              <span className="text-sm text-muted">
                {formatDay(item.date, lang)}
                {item.cancelled && <strong className="ml-2 font-medium tracking-wide text-danger uppercase">{t.cancelled}</strong>}
              </span>
            </div>
            {!item.cancelled && (
              <a
                href={item.icsUrl}
                download
                className="inline-flex min-h-11 items-center justify-self-start border border-accent px-4 text-xs font-medium tracking-[0.18em] text-accent-deep uppercase transition-colors hover:bg-accent hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                {t.addToCalendar}
                <span className="sr-only">
                  {' '}
                  · {t.milestones[item.milestone]}, {formatDay(item.date, lang)}
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Her appointments, next ones first, each with its calendar file. */
export function AppointmentsSection({ lang, appointments }: { lang: Lang; appointments: { upcoming: MyRequestAppointment[]; past: MyRequestAppointment[] } }) {
  const t = MY_REQUEST_TEXT[lang];
  const none = appointments.upcoming.length === 0 && appointments.past.length === 0;
  return (
    <section aria-labelledby="appointments-title" className="grid gap-6">
      <SectionTitle id="appointments-title">{t.appointmentsTitle}</SectionTitle>
      {none ? <p className="leading-relaxed text-muted">{t.noAppointments}</p> : null}
      <AppointmentList lang={lang} title={t.upcoming} items={appointments.upcoming} />
      <AppointmentList lang={lang} title={t.past} items={appointments.past} />
    </section>
  );
}
