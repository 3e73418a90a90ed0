import type { CommissionDetail } from '@atelier/contracts';
import { useState } from 'react';
import { ADMIN_LANG } from '../lang.ts';
import { Button } from '../ui/Button.tsx';
import { AddFabricForm } from './AddFabricForm.tsx';
import { CommissionSection } from './CommissionSection.tsx';
import { money } from './format.ts';
import { COMMISSION_TEXT } from './text.ts';

const metres = (value: number): string => new Intl.NumberFormat(ADMIN_LANG === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2 }).format(value);

/** The fabric options offered to her, each with its swatch, and which one she chose; and the form for one more. */
export function FabricsSection({ commission }: { commission: CommissionDetail }) {
  const [adding, setAdding] = useState(false);
  return (
    <CommissionSection
      id="commission-fabrics"
      title={COMMISSION_TEXT.fabricsTitle}
      aside={
        !adding && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            {COMMISSION_TEXT.addFabric}
          </Button>
        )
      }
    >
      {commission.fabrics.length === 0 ? (
        <p className="text-sm text-muted">{COMMISSION_TEXT.noFabrics}</p>
      ) : (
        <>
          {commission.chosenFabricId === null && <p className="text-sm text-muted">{COMMISSION_TEXT.notChosen}</p>}
          <ul className="grid gap-4 sm:grid-cols-2">
            {commission.fabrics.map((fabric) => {
              const chosen = fabric.id === commission.chosenFabricId;
              return (
                <li key={fabric.id} className={`grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 border bg-paper p-4 ${chosen ? 'border-accent ring-1 ring-accent' : 'border-line'}`}>
                  <img src={fabric.swatchUrl} alt={COMMISSION_TEXT.swatchAlt(fabric.name)} loading="lazy" className="aspect-square w-full border border-line object-cover" />
                  <div className="grid min-w-0 content-start gap-1">
                    {chosen && <p className="text-[0.65rem] font-medium tracking-[0.2em] text-accent-deep uppercase">✓ {COMMISSION_TEXT.chosen}</p>}
                    <h3 className="font-display text-xl leading-tight break-words text-ink">{fabric.name}</h3>
                    <p className="text-sm break-words text-muted">
                      {fabric.supplier} · {fabric.composition}
                    </p>
                    <p className="text-sm text-ink tabular-nums">
                      {COMMISSION_TEXT.perMetre(money(fabric.pricePerMetreCents))} × {COMMISSION_TEXT.metres(metres(fabric.metres))} = <span className="font-medium">{money(fabric.costCents)}</span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {adding && <AddFabricForm commissionId={commission.id} onDone={() => setAdding(false)} />}
    </CommissionSection>
  );
}
