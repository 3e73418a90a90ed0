import { useId } from 'react';

export interface FieldDescription {
  /** Shown under the label, before the control, in a muted tone. */
  hint?: string | undefined;
  /** The validation message; when present the control is marked invalid. */
  error?: string | undefined;
}

/**
 * Ids for a control and the texts that describe it, and the ARIA attributes that link them.
 * `useId` keeps the ids identical in the server HTML and after hydration.
 */
export function useFieldIds({ hint, error }: FieldDescription) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
    },
  };
}
