import { useEffect, useState } from 'react';

/**
 * False in the server HTML and the first client render, true once React has taken over.
 * The forms keep the browser's own checks until then, and use the schema's messages after.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
