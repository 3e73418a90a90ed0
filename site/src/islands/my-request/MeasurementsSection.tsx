import type { Lang, MyMeasurements } from '@atelier/contracts';
import { MEASUREMENTS, MEASUREMENT_NAMES } from '@atelier/contracts/measurement-list';
import { useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { FieldError } from '../../ui/fields/FieldError.tsx';
import { MeasurementFields, draftValues, type MeasurementDraft } from '../../ui/measurements/MeasurementFields.tsx';
import { failureText, myRequestApi } from './client-api.ts';
import { formatDay } from './format.ts';
import { MEASUREMENTS_TEXT } from './measurements-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

const NUMBER = { es: 'es-ES', en: 'en-GB' } as const;

/** Her last set, as a short list of what it holds. */
function LastSet({ lang, last }: { lang: Lang; last: NonNullable<MyMeasurements['last']> }) {
  const t = MEASUREMENTS_TEXT[lang];
  const format = new Intl.NumberFormat(NUMBER[lang], { maximumFractionDigits: 1 });
  return (
    <div className="grid gap-3 border border-line bg-white/70 px-5 py-4">
      <p className="text-sm font-medium text-ink">{t.lastSet(formatDay(last.takenAt, lang))}</p>
      <p className="text-xs tracking-[0.16em] text-muted uppercase">{last.pending ? t.pending : t.checked}</p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
        {MEASUREMENT_NAMES.filter((name) => last.values[name] !== undefined).map((name) => (
          <div key={name} className="contents">
            <dt className="text-muted">{MEASUREMENTS[name].label[lang]}</dt>
            <dd className="text-ink">{format.format(last.values[name]!)} cm</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Her measurements: the last set, and a form that explains each one; the atelier checks what she sends. */
export function MeasurementsSection({ lang, measurements, onSent }: { lang: Lang; measurements: MyMeasurements | undefined; onSent: () => Promise<void> }) {
  const t = MEASUREMENTS_TEXT[lang];
  const [draft, setDraft] = useState<MeasurementDraft>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = draftValues(draft);
    if (Object.keys(values).length === 0) {
      setOutcome({ ok: false, text: t.empty });
      return;
    }
    setPending(true);
    setOutcome(null);
    try {
      await myRequestApi.sendMeasurements(values, lang);
      setDraft({});
      setOutcome({ ok: true, text: t.sent });
      await onSent();
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error, t.failed) });
    } finally {
      setPending(false);
    }
  }

  const form = (
    <form onSubmit={submit} className="grid gap-8">
      <MeasurementFields lang={lang} draft={draft} idPrefix="her" onChange={(name, value) => setDraft((d) => ({ ...d, [name]: value }))} />
      {outcome && !outcome.ok && <FieldError id="measurements-error" message={outcome.text} />}
      <div className="flex justify-end">
        <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} />
      </div>
    </form>
  );

  return (
    <section aria-labelledby="measurements-title" className="grid gap-6">
      <SectionTitle id="measurements-title">{t.title}</SectionTitle>
      <p className="leading-relaxed text-muted">{t.intro}</p>
      {measurements?.last && <LastSet lang={lang} last={measurements.last} />}
      {measurements?.last ? (
        // Once she has a set, the twenty fields wait behind one line: her page stays short on a phone.
        <details className="group border border-line">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-sm font-medium tracking-[0.18em] text-ink uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
            {t.sendNew}
            <span aria-hidden="true" className="text-lg text-accent transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="border-t border-line px-5 py-6">{form}</div>
        </details>
      ) : (
        form
      )}
      {/* Outside the form: once her set is in, the form folds away behind its line, and the thanks stay in sight. */}
      <div role="status" aria-live="polite">
        {outcome?.ok && <p className="text-sm text-ink">{outcome.text}</p>}
      </div>
    </section>
  );
}
