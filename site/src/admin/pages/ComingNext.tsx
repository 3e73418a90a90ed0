import { ADMIN_PATHS, type AdminRoute } from '../router.ts';
import { COMING_NEXT_TEXT } from './text.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/** The screens that follow the dashboard (gallery, categories, reviews, settings) until each is built. */
export function ComingNext({ route }: { route: Exclude<AdminRoute, 'dashboard' | 'inbox'> }) {
  return (
    <section>
      <PageHeading eyebrow={COMING_NEXT_TEXT.eyebrow} title={COMING_NEXT_TEXT.titles[route]} />
      <div className="mx-auto mt-16 flex max-w-md flex-col items-center gap-8 text-center">
        <span aria-hidden="true" className="h-16 w-px bg-line" />
        <p className="font-display text-2xl leading-snug text-muted italic">{COMING_NEXT_TEXT.text}</p>
        <AdminLink
          href={ADMIN_PATHS.dashboard}
          className="border border-ink/70 px-6 py-3 text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors hover:bg-ink hover:text-paper"
        >
          {COMING_NEXT_TEXT.back}
        </AdminLink>
      </div>
    </section>
  );
}
