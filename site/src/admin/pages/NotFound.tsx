import { ADMIN_PATHS } from '../router.ts';
import { T } from '../text.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/** An /admin/* path that names no screen. */
export function NotFound() {
  return (
    <section>
      <PageHeading eyebrow="404" title={T.notFound.title} intro={T.notFound.text} />
      <AdminLink href={ADMIN_PATHS.dashboard} className="mt-10 inline-block text-sm underline decoration-line underline-offset-4 hover:text-accent-deep">
        {T.notFound.back}
      </AdminLink>
    </section>
  );
}
