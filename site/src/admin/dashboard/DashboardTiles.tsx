import { ADMIN_PATHS } from '../router.ts';
import { DASHBOARD_TEXT } from './text.ts';
import { AdminLink } from '../ui/AdminLink.tsx';

const TILES = [
  { key: 'gallery', href: ADMIN_PATHS.gallery, numeral: 'I' },
  { key: 'settings', href: ADMIN_PATHS.settings, numeral: 'II' },
  { key: 'reviews', href: ADMIN_PATHS.reviews, numeral: 'III' },
] as const;

/** The three shortcuts of the dashboard (docs/product.md#dashboard): gallery, settings, reviews. */
export function DashboardTiles() {
  return (
    <nav aria-label={DASHBOARD_TEXT.tilesLabel} className="mt-10">
      <ul className="grid gap-px border border-line bg-line sm:grid-cols-3">
        {TILES.map(({ key, href, numeral }) => (
          <li key={key} className="bg-paper">
            <AdminLink href={href} className="group flex h-full flex-col gap-3 p-6 transition-colors hover:bg-linen/60 sm:p-7">
              <span aria-hidden="true" className="font-display text-sm tracking-[0.2em] text-accent">
                {numeral}
              </span>
              <span className="flex items-center justify-between gap-4 font-display text-2xl text-ink">
                {DASHBOARD_TEXT.tiles[key].title}
                <svg aria-hidden="true" viewBox="0 0 28 10" className="h-2.5 w-7 shrink-0 text-muted transition-transform duration-300 group-hover:translate-x-1 group-hover:text-accent-deep" fill="none" stroke="currentColor" strokeWidth="1">
                  <path d="M0 5h27M22.5.5 27 5l-4.5 4.5" />
                </svg>
              </span>
              <span className="text-sm leading-relaxed text-muted">{DASHBOARD_TEXT.tiles[key].text}</span>
            </AdminLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
