import type { Lang, MyRequestFitting } from '@atelier/contracts';
import { formatDay } from './format.ts';
import { FITTINGS_TEXT } from './fittings-text.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

/**
 * Her fittings whose day has come or with a shared photo, each with the photos the designer
 * shared (ADR 054): a gallery of links, each opening its photo at full size. Nothing when there
 * is none yet.
 */
export function FittingsSection({ lang, fittings }: { lang: Lang; fittings: readonly MyRequestFitting[] | undefined }) {
  if (!fittings || fittings.length === 0) return null;
  const t = FITTINGS_TEXT[lang];
  const milestones = MY_REQUEST_TEXT[lang].milestones;
  return (
    <section aria-labelledby="fittings-title" className="grid gap-6">
      <SectionTitle id="fittings-title">{t.title}</SectionTitle>
      <p className="leading-relaxed text-muted">{t.intro}</p>
      {fittings.map((fitting) => {
        const name = milestones[fitting.milestone];
        const headingId = `fitting-${fitting.eventId}`;
        return (
          <div key={fitting.eventId} role="group" aria-labelledby={headingId} className="grid gap-4">
            <h4 id={headingId} className="grid gap-1">
              <span className="font-display text-xl text-ink">{name}</span>
              <span className="text-sm text-muted">{formatDay(fitting.date, lang)}</span>
            </h4>
            {fitting.photos.length === 0 ? (
              <p className="text-sm text-muted">{t.noPhotos}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {fitting.photos.map((photo, index) => (
                  <li key={photo.url}>
                    <a
                      href={photo.url}
                      target="_blank"
                      rel="noopener"
                      className="block aspect-[4/5] overflow-hidden border border-line bg-linen transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-accent"
                    >
                      <img src={photo.url} alt={t.photoAlt(name, index + 1, fitting.photos.length)} loading="lazy" className="size-full object-cover" />
                      <span className="sr-only"> · {t.openPhoto}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
