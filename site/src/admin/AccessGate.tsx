import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { localePath } from '../i18n/locale.ts';
import { ADMIN_LANG } from './lang.ts';
import { $session } from './session.ts';
import { T } from './text.ts';
import { Spinner } from './ui/Spinner.tsx';

/**
 * Shows its children only to a signed-in user (docs/product.md#pages): a spinner while the session
 * loads, then anonymous visitors go to /auth, and non-admins on admin-only screens go to /
 * (the /en/ pages when the admin is in English).
 */
export function AccessGate({ adminOnly, children }: { adminOnly: boolean; children: ReactNode }) {
  const session = useStore($session);
  const user = session.status === 'ready' ? session.user : undefined;
  const target = user === null ? localePath(ADMIN_LANG, '/auth') : user && adminOnly && !user.isAdmin ? localePath(ADMIN_LANG, '/') : null;

  useEffect(() => {
    if (target) location.replace(target);
  }, [target]);

  if (!user || target) return <Spinner label={T.loading} />;
  return <>{children}</>;
}
