import type { ComponentPropsWithRef } from 'react';
import { useFieldIds } from './field-a11y.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { CONTROL_CLASS } from './field-styles.ts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optionalText?: string | undefined;
  className?: string | undefined;
}

/** A labelled single-line input; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, hint, error, optionalText, className, ...input }: TextFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds({ hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, optionalText, hint, error, className }}>
      <input {...input} {...controlProps} className={CONTROL_CLASS} />
    </FieldFrame>
  );
}
