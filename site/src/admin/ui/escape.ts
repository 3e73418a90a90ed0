import type { KeyboardEvent } from 'react';

/**
 * Escape for a Radix dialog, even while a toast is showing (docs/product.md#dashboard). Radix
 * hands Escape to the newest dismissable layer only, and a toast is one: raised from inside an
 * open dialog (approving a request from its detail), it is newer than the dialog, so Escape
 * closed the toast and left the dialog open. Put on the dialog's Content, this handler sees the
 * key after every layer: when none has taken it (the dialog's own Escape, or a popup's inside
 * it, marks the event handled) and it was pressed inside this dialog rather than in a dialog
 * portalled above it, the dialog closes.
 */
export function closeOnEscape(onClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    onClose();
  };
}
