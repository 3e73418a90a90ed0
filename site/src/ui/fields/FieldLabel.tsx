import type { ReactNode } from 'react';
import { LABEL_CLASS } from './field-styles.ts';

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  /** Shown after the label for fields that may be left blank, e.g. "optional". */
  optionalText?: string | undefined;
}

export function FieldLabel({ htmlFor, children, optionalText }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={LABEL_CLASS}>
      <span>{children}</span>
      {optionalText && <span className="text-[0.7rem] font-normal normal-case tracking-normal text-muted italic">{optionalText}</span>}
    </label>
  );
}
