import type { ComponentPropsWithRef } from 'react';
import { useFieldIds } from './field-a11y.ts';
import { FieldError } from './FieldError.tsx';
import { LABEL_CLASS } from './field-styles.ts';

interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'value' | 'className' | 'defaultChecked'> {
  legend: string;
  options: readonly RadioOption[];
  /** The choice checked in the server HTML and after a reset. */
  defaultValue: string;
  error?: string | undefined;
}

/**
 * Native radio buttons in a fieldset: arrow keys move between choices and the group has one
 * tab stop. Each choice is a large pill so it is easy to tap.
 */
export function RadioGroupField({ legend, options, defaultValue, error, ...input }: RadioGroupFieldProps) {
  const { id, errorId, controlProps } = useFieldIds({ error });
  return (
    <fieldset aria-describedby={controlProps['aria-describedby']} className="grid gap-3">
      <legend className={`${LABEL_CLASS} mb-2`}>{legend}</legend>
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-12 cursor-pointer items-center gap-3 border border-line bg-white/70 px-5 py-2 text-base text-ink transition-colors hover:border-muted has-checked:border-accent has-checked:bg-linen has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              {...input}
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              defaultChecked={option.value === defaultValue}
              aria-invalid={controlProps['aria-invalid']}
              className="size-4 scroll-mt-32 accent-accent focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
