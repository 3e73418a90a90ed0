import type { FittingChangeItem } from '@atelier/contracts';
import { MAX_FITTING_CHANGE_LENGTH, MAX_FITTING_CHANGES } from '@atelier/contracts';
import { useId, useState } from 'react';
import { CONTROL_CLASS, LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { Button } from '../ui/Button.tsx';
import { FITTING_TEXT } from './text.ts';

interface Props {
  changes: readonly FittingChangeItem[];
  onChange(changes: FittingChangeItem[]): void;
}

/** The checklist of changes: tick one off, remove one, add one (saved with the record). */
export function ChangeList({ changes, onChange }: Props) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const full = changes.length >= MAX_FITTING_CHANGES;

  function add(event: { preventDefault(): void }) {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || full) return;
    onChange([...changes, { text, done: false }]);
    setDraft('');
  }

  return (
    <fieldset className="grid gap-3">
      <legend className={`${LABEL_CLASS} mb-2`}>{FITTING_TEXT.changesTitle}</legend>
      {changes.length === 0 ? (
        <p className="text-sm text-muted">{FITTING_TEXT.noChanges}</p>
      ) : (
        <ul className="grid gap-2">
          {changes.map((change, index) => (
            <li key={index} className="flex items-center gap-3 border border-line bg-white/50 px-3 py-2">
              <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={change.done}
                  onChange={(event) => onChange(changes.map((c, i) => (i === index ? { ...c, done: event.target.checked } : c)))}
                  className="size-5 shrink-0 accent-accent-deep"
                />
                <span className={`text-sm leading-snug ${change.done ? 'text-muted line-through' : 'text-ink'}`}>{change.text}</span>
              </label>
              <Button variant="quiet" size="sm" aria-label={FITTING_TEXT.removeChange(change.text)} onClick={() => onChange(changes.filter((_, i) => i !== index))}>
                {FITTING_TEXT.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm text-muted">
            {FITTING_TEXT.newChange}
          </label>
          <input
            id={inputId}
            value={draft}
            maxLength={MAX_FITTING_CHANGE_LENGTH}
            placeholder={FITTING_TEXT.newChangePlaceholder}
            disabled={full}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add(event);
            }}
            className={CONTROL_CLASS}
          />
        </div>
        <Button variant="outline" size="sm" className="min-h-11" disabled={full || draft.trim() === ''} onClick={add}>
          {FITTING_TEXT.addChange}
        </Button>
      </div>
    </fieldset>
  );
}
