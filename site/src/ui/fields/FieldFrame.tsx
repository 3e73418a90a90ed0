import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { FieldLabel } from './FieldLabel.tsx';

export interface FieldFrameProps {
  id: string;
  hintId: string;
  errorId: string;
  label: string;
  optionalText?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, optional hint, the control and its error, stacked with even spacing. */
export function FieldFrame({ id, hintId, errorId, label, optionalText, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={`grid content-start gap-2 ${className ?? ''}`}>
      <FieldLabel htmlFor={id} optionalText={optionalText}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={hintId} className="text-sm leading-snug text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
