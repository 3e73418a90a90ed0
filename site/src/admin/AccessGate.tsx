import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $session } from './session.ts';
import { T } from './text.ts';
import { Spinner } from './ui/Spinner.tsx';

/**
 * Shows its children only to a signed-in user (spec §2, §6): a spinner while the session
 * loads, then anonymous visitors go to /auth, and non-admins on admin-only screens go to /.
 */
export function AccessGate({ adminOnly, children }: { adminOnly: boolean; children: ReactNode }) {
  const session = useStore($session);
  const user = session.status === 'ready' ? session.user : undefined;
  const target = user === null ? '/auth' : user && adminOnly && !user.isAdmin ? '/' : null;

  useEffect(() => {
    if (target) location.replace(target);
  }, [target]);

  if (!user || target) return <Spinner label={T.loading} />;
  return <>{children}</>;
}
