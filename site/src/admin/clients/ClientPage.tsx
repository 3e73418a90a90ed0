import { milestoneLabel, type ClientDetail } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { longDate, longDay } from '../dates.ts';
import { ADMIN_LANG } from '../lang.ts';
import { ADMIN_PATHS } from '../router.ts';
import { $session } from '../session.ts';
import { T } from '../text.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AddSetForm } from './AddSetForm.tsx';
import { ClientAdminActions } from './ClientAdminActions.tsx';
import { ClientNotes } from './ClientNotes.tsx';
import { clientQuery } from './clients-query.ts';
import { MeasurementHistory } from './MeasurementHistory.tsx';
import { Section } from './Section.tsx';
import { CLIENTS_TEXT } from './text.ts';

const t = CLIENTS_TEXT;

function Contact({ client }: { client: ClientDetail }) {
  const rows: [string, string][] = [
    [t.name, client.fullName],
    [t.email, client.email],
    [t.phone, client.phone],
  ];
  return (
    <dl className="grid gap-3">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-xs tracking-[0.18em] text-muted uppercase">{label}</dt>
          <dd className="break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Requests({ client }: { client: ClientDetail }) {
  return (
    <ul className="grid gap-2">
      {client.requestList.map((r) => (
        <li key={r.key}>
          <a href={`${ADMIN_PATHS.dashboard}#request=${r.key}`} className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line py-2 text-ink underline-offset-4 hover:underline">
            <span>
              {t.kinds[r.type]} {r.key}
            </span>
            <span className="text-sm text-muted">
              {t.statuses[r.status]} · {longDate(r.createdAt)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Appointments({ client }: { client: ClientDetail }) {
  if (client.appointments.length === 0) return <p className="text-muted">{t.noAppointments}</p>;
  return (
    <ul className="grid gap-2">
      {client.appointments.map((a) => (
        <li key={a.id} className={`flex flex-wrap justify-between gap-2 border-b border-line py-2 ${a.cancelled ? 'text-muted line-through' : 'text-ink'}`}>
          <span>{milestoneLabel(a.milestone, ADMIN_LANG)}</span>
          <span className="text-sm">
            {longDay(a.date)} · {a.requestKey}
            {a.cancelled && ` · ${t.cancelled}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One client's page: contact, requests, measurements, appointments, private notes; merge and erase for an admin. */
export function ClientPage({ id }: { id: string }) {
  const state = useStore(clientQuery(id).$state);
  const session = useStore($session);
  const isAdmin = session.status === 'ready' && session.user?.isAdmin === true;
  return (
    <>
      <a href={ADMIN_PATHS.clients} className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
        ← {t.back}
      </a>
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {state.status === 'error' && (
        <p role="alert" className="mt-10 text-danger">
          {T.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' && (
        <div className="mt-6 grid gap-12">
          <PageHeading eyebrow={`${t.eyebrow} · ${state.data.id}`} title={state.data.erased ? t.erased : state.data.fullName} />
          <div className="grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
            <div className="grid content-start gap-12">
              <Section id="client-contact" title={t.contact}>
                <Contact client={state.data} />
              </Section>
              <Section id="client-requests" title={t.requests}>
                <Requests client={state.data} />
              </Section>
              <Section id="client-appointments" title={t.appointments}>
                <Appointments client={state.data} />
              </Section>
            </div>
            <div className="grid content-start gap-12">
              <Section id="client-measurements" title={t.measurements}>
                <MeasurementHistory client={state.data} />
                {!state.data.erased && <AddSetForm client={state.data} />}
              </Section>
              <Section id="client-notes" title={t.notes}>
                <ClientNotes client={state.data} />
              </Section>
              {isAdmin && <ClientAdminActions client={state.data} />}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
