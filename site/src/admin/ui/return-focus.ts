import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened from state rather than from its own Trigger: Radix
 * then knows of no trigger and leaves the focus on the page's body when the dialog closes.
 * These remember what had the focus as the dialog opened and give it back, if it is still there.
 */
export function useReturnFocus() {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    },
  };
}
