import { NUMERIC_ID } from '@atelier/contracts';
import { useEffect, useState } from 'react';

const CLIENT_HASH = new RegExp(`^#client=((?:dress|concept)-${NUMERIC_ID})$`);

/** The client `/admin/clients#client=dress-12` opens, following the address as it changes; null for the list. */
export function useClientHash(): string | null {
  const read = () => CLIENT_HASH.exec(window.location.hash)?.[1] ?? null;
  const [id, setId] = useState<string | null>(read);
  useEffect(() => {
    const onChange = () => {
      setId(read());
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return id;
}
