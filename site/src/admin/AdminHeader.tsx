import { useStore } from '@nanostores/react';
import { ADMIN_LANG } from './lang.ts';
import { ADMIN_PATHS } from './router.ts';
import { $session } from './session.ts';
import { T } from './text.ts';
import { AdminLink } from './ui/AdminLink.tsx';

/** The back office's bar under the site header: the atelier's name, who is signed in, and a way back to the public site. */
export function AdminHeader() {
  const session = useStore($session);
  const user = session.status === 'ready' ? session.user : null;
  return (
    <div className="border-y border-line bg-linen/50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-3 sm:px-8">
        <AdminLink href={ADMIN_PATHS.dashboard} className="flex items-baseline gap-3 text-ink no-underline">
          <span className="font-display text-2xl tracking-wide">{T.brand}</span>
          <span className="text-[0.7rem] uppercase tracking-[0.28em] text-muted">{T.backOffice}</span>
        </AdminLink>
        <div className="flex items-center gap-5 text-sm text-muted">
          {user && (
            <span className="hidden sm:inline">
              {T.signedInAs} <span className="text-ink">{user.username}</span>
            </span>
          )}
          <a href={ADMIN_LANG === 'en' ? '/en/' : '/'} className="underline decoration-line underline-offset-4 hover:text-accent-deep hover:decoration-accent">
            {T.viewSite}
          </a>
        </div>
      </div>
    </div>
  );
}
