import type { ComponentPropsWithRef } from 'react';
import { useFieldIds } from './field-a11y.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { CONTROL_CLASS } from './field-styles.ts';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"); choosing nothing leaves the value ''. */
  placeholder: string;
  hint?: string | undefined;
  error?: string | undefined;
  optionalText?: string | undefined;
  className?: string | undefined;
}

/**
 * A native select, styled to match the other fields: it works without JavaScript, opens the
 * platform picker on phones and costs no bundle weight.
 */
export function SelectField({ label, options, placeholder, hint, error, optionalText, className, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds({ hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, optionalText, hint, error, className }}>
      <div className="relative">
        <select {...select} {...controlProps} className={`${CONTROL_CLASS} appearance-none pr-12`}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 fill-none stroke-muted stroke-[1.5]"
        >
          <path d="M3.5 6 8 10.5 12.5 6" />
        </svg>
      </div>
    </FieldFrame>
  );
}
