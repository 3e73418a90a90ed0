import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { ADMIN_ONLY, ADMIN_PATHS, $router, type AdminRoute } from './router.ts';
import { $session } from './session.ts';
import { T } from './text.ts';
import { AdminLink } from './ui/AdminLink.tsx';
import { UnreadBadge } from './inbox/UnreadBadge.tsx';

const SECTIONS = Object.keys(ADMIN_PATHS) as AdminRoute[];

/**
 * The back office's bar under the site header: its sections (admin-only ones for admins) and who
 * is signed in. The active screen's link is marked (aria-current="page", ink and an accent
 * underline) and, on a phone where the row scrolls sideways, brought into view.
 */
export function AdminHeader() {
  const session = useStore($session);
  const page = useStore($router);
  const user = session.status === 'ready' ? session.user : null;
  const sections = SECTIONS.filter((route) => !ADMIN_ONLY.has(route) || user?.isAdmin);
  const navRef = useRef<HTMLElement>(null);
  const route = page?.route;
  const signedIn = user !== null;

  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const box = nav.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.left >= box.left && link.right <= box.right) return;
    // Only the row scrolls, never the page: centre the link in it.
    nav.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [route, signedIn]);
  return (
    <div className="border-y border-line bg-linen/50">
      <div className="mx-auto flex min-h-12 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        {user && (
          <nav ref={navRef} aria-label={T.sectionsLabel} className="-mx-2 overflow-x-auto">
            <ul className="flex gap-1 whitespace-nowrap">
              {sections.map((route) => (
                <li key={route}>
                  <AdminLink
                    href={ADMIN_PATHS[route]}
                    aria-current={page?.route === route ? 'page' : undefined}
                    className="inline-block border-b border-transparent px-2 py-3.5 text-[0.7rem] font-medium uppercase tracking-[0.2em] text-muted transition-colors hover:text-ink aria-[current=page]:border-accent aria-[current=page]:text-ink"
                  >
                    {T.sections[route]}
                    {route === 'inbox' && <UnreadBadge />}
                  </AdminLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {user && (
          <p className="hidden shrink-0 text-sm text-muted md:block">
            {T.signedInAs} <span className="text-ink">{user.username}</span>
          </p>
        )}
      </div>
    </div>
  );
}
