import { commissionFabricSchema, COMMISSION_SWATCH_UPLOAD } from '@atelier/contracts';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { FieldError } from '../../ui/fields/FieldError.tsx';
import { FieldLabel } from '../../ui/fields/FieldLabel.tsx';
import { CONTROL_CLASS } from '../../ui/fields/field-styles.ts';
import { SubmitButton } from '../../ui/fields/SubmitButton.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { ADMIN_LANG } from '../lang.ts';
import { Button } from '../ui/Button.tsx';
import { addFabric } from './commission-actions.ts';
import { centsFromEuros } from './money-input.ts';
import { COMMISSION_TEXT } from './text.ts';

type Field = 'name' | 'supplier' | 'composition' | 'price' | 'metres' | 'swatch';
const BLANK: Record<Exclude<Field, 'swatch'>, string> = { name: '', supplier: '', composition: '', price: '', metres: '' };

/** A new fabric option: name, supplier, composition, price per metre in euros, metres, and its swatch photo. */
export function AddFabricForm({ commissionId, onDone }: { commissionId: string; onDone: () => void }) {
  const [typed, setTyped] = useState(BLANK);
  const [swatch, setSwatch] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const swatchId = useId();
  const set = (change: Partial<typeof BLANK>) => setTyped((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cents = centsFromEuros(typed.price);
    const fields = { name: typed.name, supplier: typed.supplier, composition: typed.composition, pricePerMetreCents: cents === null ? '' : String(cents), metres: typed.metres };
    const parsed = v.safeParse(commissionFabricSchema, fields, { lang: ADMIN_LANG });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.issues) {
        const key = String(issue.path?.[0]?.key ?? '');
        const field: Field = key === 'pricePerMetreCents' ? 'price' : (key as Field);
        found[field] ??= issue.message;
      }
    if (cents === null) found.price = COMMISSION_TEXT.badAmount;
    if (!swatch) found.swatch = COMMISSION_TEXT.swatchHint;
    else if (swatch.size > COMMISSION_SWATCH_UPLOAD.maxFileBytes) found.swatch = COMMISSION_TEXT.swatchHint;
    setErrors(found);
    if (Object.keys(found).length > 0 || !swatch) return;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('lang', ADMIN_LANG);
    form.append(COMMISSION_SWATCH_UPLOAD.field, swatch);
    setPending(true);
    const outcome = await addFabric(commissionId, form, { title: COMMISSION_TEXT.fabricAdded }, COMMISSION_TEXT.fabricFailed);
    setPending(false);
    if (outcome.kind === 'done') onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5 border border-line bg-white/40 p-5 sm:p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={COMMISSION_TEXT.fabricName} autoComplete="off" value={typed.name} error={errors.name} onChange={(event) => set({ name: event.target.value })} />
        <TextField label={COMMISSION_TEXT.supplier} autoComplete="off" value={typed.supplier} error={errors.supplier} onChange={(event) => set({ supplier: event.target.value })} />
      </div>
      <TextField label={COMMISSION_TEXT.composition} autoComplete="off" value={typed.composition} error={errors.composition} onChange={(event) => set({ composition: event.target.value })} />
      <div className="grid grid-cols-2 gap-5">
        <TextField label={COMMISSION_TEXT.pricePerMetre} inputMode="decimal" autoComplete="off" value={typed.price} error={errors.price} onChange={(event) => set({ price: event.target.value })} />
        <TextField label={COMMISSION_TEXT.metresNeeded} inputMode="decimal" autoComplete="off" value={typed.metres} error={errors.metres} onChange={(event) => set({ metres: event.target.value })} />
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={swatchId}>{COMMISSION_TEXT.swatch}</FieldLabel>
        <p id={`${swatchId}-hint`} className="text-sm leading-snug text-muted">
          {COMMISSION_TEXT.swatchHint}
        </p>
        <input
          id={swatchId}
          type="file"
          accept="image/*"
          aria-describedby={`${swatchId}-hint${errors.swatch ? ` ${swatchId}-error` : ''}`}
          aria-invalid={errors.swatch ? true : undefined}
          onChange={(event) => setSwatch(event.target.files?.[0] ?? null)}
          className={`${CONTROL_CLASS} file:mr-4 file:border-0 file:bg-linen file:px-3 file:py-1 file:text-sm file:text-ink`}
        />
        <FieldError id={`${swatchId}-error`} message={errors.swatch} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {COMMISSION_TEXT.cancel}
        </Button>
        <SubmitButton pending={pending} label={COMMISSION_TEXT.saveFabric} pendingLabel={COMMISSION_TEXT.savingFabric} />
      </div>
    </form>
  );
}
