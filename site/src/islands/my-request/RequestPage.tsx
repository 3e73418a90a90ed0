import type { Lang, MyRequest } from '@atelier/contracts';
import { formatInstant } from './format.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { AppointmentsSection } from './AppointmentsSection.tsx';
import { FittingsSection } from './FittingsSection.tsx';
import { MeasurementsSection } from './MeasurementsSection.tsx';
import { CommissionSections } from './CommissionSections.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { SentSection } from './SentSection.tsx';
import { ThreadSection } from './ThreadSection.tsx';
import { TimelineSection } from './TimelineSection.tsx';

interface Props {
  lang: Lang;
  request: MyRequest;
  /** Reads her request again after she wrote or added photos. */
  onChanged: () => Promise<void>;
  onSignOut: () => Promise<void>;
}

/** Her request, once open: who she is to us, where it stands, and what she can do. */
export function RequestPage({ lang, request, onChanged, onSignOut }: Props) {
  const t = MY_REQUEST_TEXT[lang];
  const status = t.status[request.status];
  return (
    <article aria-labelledby="request-title" className="grid gap-16 sm:gap-20">
      <header className="grid gap-6 border-b border-line pb-10">
        <div className="grid gap-3">
          <p className="text-xs font-medium uppercase tracking-[0.32em] text-accent">
            {t.kinds[request.kind]} · {t.number(request.number)}
          </p>
          <h2 id="request-title" className="text-4xl leading-tight text-ink sm:text-5xl">
            {status.label}
          </h2>
          <p className="max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{status.text}</p>
          <p className="text-sm text-muted">
            {t.sentOn} {formatInstant(request.submittedAt, lang)}
          </p>
        </div>
      </header>
      {request.commission && <CommissionSections lang={lang} commission={request.commission} onChanged={onChanged} />}
      <div className="grid gap-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <div className="grid content-start gap-16">
          <TimelineSection lang={lang} timeline={request.timeline} />
          <AppointmentsSection lang={lang} appointments={request.appointments} />
          <FittingsSection lang={lang} fittings={request.fittings} />
        </div>
        <div className="grid content-start gap-16">
          <ThreadSection lang={lang} thread={request.thread} onPosted={onChanged} />
          <PhotosSection lang={lang} photos={request.photos} photosLeft={request.photosLeft} onAdded={onChanged} />
          <SentSection lang={lang} request={request} />
          <MeasurementsSection lang={lang} measurements={request.measurements} onSent={onChanged} />
        </div>
      </div>
      <div className="flex justify-center border-t border-line pt-10">
        <button
          type="button"
          onClick={() => void onSignOut()}
          className="min-h-12 border border-ink px-8 py-3 text-sm font-medium tracking-[0.22em] text-ink uppercase transition-colors hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-accent"
        >
          {t.signOut}
        </button>
      </div>
    </article>
  );
}
