import type { MeasurementDriftView } from '@atelier/contracts';
import { MEASUREMENTS } from '@atelier/contracts/measurement-list';
import type { ReactNode } from 'react';
import { ADMIN_LANG } from '../lang.ts';
import { centimetres } from './centimetres.ts';
import { CLIENTS_TEXT as t } from './text.ts';

/**
 * A commission's pin and how her current set moved from it (docs/product.md#clients-and-measurements):
 * the heading the caller gives, then each measurement more than 2 cm away, marked, or a line saying
 * nothing moved that far. Her page in the back office and the commission's screen show the same.
 */
export function DriftNotice({ heading, drift }: { heading: ReactNode; drift: readonly MeasurementDriftView[] }) {
  const drifted = drift.length > 0;
  return (
    <div className={`grid gap-2 border px-4 py-3 ${drifted ? 'border-danger/60' : 'border-line'}`}>
      <p className="text-sm font-medium text-ink">{heading}</p>
      {drifted ? (
        <>
          <p className="text-sm text-danger">
            <span aria-hidden="true">▲ </span>
            {t.drift}
          </p>
          <ul className="grid gap-1 text-sm text-ink">
            {drift.map((d) => (
              <li key={d.name}>
                {MEASUREMENTS[d.name].label[ADMIN_LANG]}: {centimetres(d.pinned)} → {centimetres(d.current)} cm
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-muted">{t.noDrift}</p>
      )}
    </div>
  );
}
