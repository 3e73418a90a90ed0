import type { ComponentPropsWithRef } from 'react';
import { useFieldIds } from './field-a11y.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { CONTROL_CLASS } from './field-styles.ts';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optionalText?: string | undefined;
  className?: string | undefined;
}

/** A labelled multi-line input that the visitor can make taller. */
export function TextAreaField({ label, hint, error, optionalText, className, rows = 5, ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds({ hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, optionalText, hint, error, className }}>
      <textarea {...textarea} {...controlProps} rows={rows} className={`${CONTROL_CLASS} resize-y leading-relaxed`} />
    </FieldFrame>
  );
}
