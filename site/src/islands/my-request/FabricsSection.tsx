import type { Lang, MyRequestFabric } from '@atelier/contracts';
import { useState } from 'react';
import { failureText } from './client-api.ts';
import { commissionApi } from './commission-api.ts';
import { COMMISSION_PAGE_TEXT } from './commission-text.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

/** The fabric options for her dress, each with its swatch; her choice marked in words, the others a click away. */
export function FabricsSection({ lang, fabrics, chosenFabricId, onChanged }: { lang: Lang; fabrics: readonly MyRequestFabric[]; chosenFabricId: number | null; onChanged: () => Promise<void> }) {
  const t = COMMISSION_PAGE_TEXT[lang];
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const metres = (value: number) => new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 }).format(value);

  async function choose(id: number) {
    setPending(id);
    setFailure(null);
    try {
      await commissionApi.chooseFabric(id, lang);
      await onChanged();
    } catch (error) {
      setFailure(failureText(error, MY_REQUEST_TEXT[lang].failed));
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="fabrics-title" className="grid gap-6">
      <SectionTitle id="fabrics-title">{t.fabricsTitle}</SectionTitle>
      <p className="max-w-2xl leading-relaxed text-muted">{t.fabricsIntro}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {fabrics.map((fabric) => {
          const chosen = fabric.id === chosenFabricId;
          return (
            <li key={fabric.id} className={`grid content-start border bg-white/60 ${chosen ? 'border-accent ring-1 ring-accent' : 'border-line'}`}>
              <img src={fabric.swatchUrl} alt={t.swatchAlt(fabric.name)} loading="lazy" className="aspect-[4/3] w-full border-b border-line bg-linen object-cover" />
              <div className="grid gap-2 px-5 py-5">
                <h4 className="font-display text-2xl leading-tight break-words text-ink">{fabric.name}</h4>
                <p className="text-sm break-words text-muted">{fabric.composition}</p>
                <p className="text-sm text-muted">{t.metresNeeded(metres(fabric.metres))}</p>
                {chosen ? (
                  <p className="mt-2 inline-flex min-h-11 items-center gap-2 text-xs font-medium tracking-[0.22em] text-accent-deep uppercase">
                    <span aria-hidden="true">✓</span>
                    {t.yourChoice}
                  </p>
                ) : (
                  <button
                    type="button"
                    aria-label={pending === fabric.id ? undefined : `${t.choose}: ${fabric.name}`}
                    disabled={pending !== null}
                    onClick={() => void choose(fabric.id)}
                    className="mt-2 inline-flex min-h-11 items-center justify-center justify-self-start border border-accent px-5 text-xs font-medium tracking-[0.18em] text-accent-deep uppercase transition-colors hover:bg-accent hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-60"
                  >
                    {pending === fabric.id ? t.choosing : t.choose}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </section>
  );
}
