import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ADMIN_ONLY, ADMIN_PATHS, $router, SUB_SCREENS, type AdminRoute } from './router.ts';
import { $session } from './session.ts';
import { T } from './text.ts';
import { AdminLink } from './ui/AdminLink.tsx';
import { UnreadBadge } from './inbox/UnreadBadge.tsx';

// A screen inside a section (one commission) marks its section's link instead of having one.
const SECTIONS = (Object.keys(ADMIN_PATHS) as AdminRoute[]).filter((route) => !SUB_SCREENS[route]);

/** Which ends of a sideways-scrolling row hide more of it. */
interface Overflow {
  start: boolean;
  end: boolean;
}

const overflowOf = (nav: HTMLElement): Overflow => ({ start: nav.scrollLeft > 1, end: nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1 });

/** How wide the fade over a hiding end is, in px (2.5rem). */
const FADE_PX = 40;

/**
 * Brings the row's active link wholly into view, clear of the fades, centred when it was not:
 * only the row scrolls, never the page.
 */
function showActive(nav: HTMLElement): void {
  const active = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!active) return;
  const { start, end } = overflowOf(nav);
  const box = nav.getBoundingClientRect();
  const link = active.getBoundingClientRect();
  if (link.left >= box.left + (start ? FADE_PX : 0) && link.right <= box.right - (end ? FADE_PX : 0)) return;
  nav.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
}

/** The fade over each end that hides more of the row: it says the row scrolls. */
const FADE: Record<string, string> = {
  'false-false': '',
  'true-false': '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]',
  'false-true': '[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]',
  'true-true': '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
};

/**
 * The back office's bar under the site header: its sections (admin-only ones for admins) and who
 * is signed in. The active screen's link is marked (aria-current="page", ink and an accent
 * underline). On a phone, where the row scrolls sideways, the active link is brought wholly into
 * view (again whenever the row's size changes), and a fade at an end shows there is more.
 */
export function AdminHeader() {
  const session = useStore($session);
  const page = useStore($router);
  const user = session.status === 'ready' ? session.user : null;
  const sections = SECTIONS.filter((route) => !ADMIN_ONLY.has(route) || user?.isAdmin);
  const navRef = useRef<HTMLElement>(null);
  const route = page && (SUB_SCREENS[page.route] ?? page.route);
  const signedIn = user !== null;

  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const settle = () => {
      showActive(nav);
      setOverflow(overflowOf(nav));
    };
    // Again whenever the row or its links change size: the web fonts, the inbox's unread count
    // and a rotated phone all widen or narrow it after the first layout.
    const resized = new ResizeObserver(settle);
    resized.observe(nav);
    for (const item of nav.querySelectorAll('li')) resized.observe(item);
    const onScroll = () => setOverflow(overflowOf(nav));
    nav.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resized.disconnect();
      nav.removeEventListener('scroll', onScroll);
    };
  }, [route, signedIn, sections.length]);
  return (
    <div className="border-y border-line bg-linen/50">
      <div className="mx-auto flex min-h-12 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        {user && (
          <nav
            ref={navRef}
            aria-label={T.sectionsLabel}
            data-overflow={[overflow.start && 'start', overflow.end && 'end'].filter(Boolean).join(' ') || undefined}
            className={`-mx-2 min-w-0 overflow-x-auto [scrollbar-width:none] ${FADE[`${overflow.start}-${overflow.end}`]}`}
          >
            <ul className="flex gap-1 whitespace-nowrap">
              {sections.map((route) => (
                <li key={route}>
                  <AdminLink
                    href={ADMIN_PATHS[route]}
                    aria-current={page && (SUB_SCREENS[page.route] ?? page.route) === route ? 'page' : undefined}
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
