import { useSyncExternalStore } from 'react';

/** Below Tailwind's md breakpoint (48rem, 768 px), where RequestCards replace RequestTable. */
const PHONE = 'not all and (min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized now; follows a rotation or a resized window. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
