import { lazy, Suspense, type ComponentType } from 'react';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { ComingNext } from './pages/ComingNext.tsx';
import type { AdminRoute } from './router.ts';
import { T } from './text.ts';
import { Spinner } from './ui/Spinner.tsx';

/** The gallery manager loads only when opened: its dialogs and forms stay out of the admin's entry. */
const GalleryPage = lazy(() => import('./gallery/GalleryPage.tsx').then((module) => ({ default: module.GalleryPage })));

/**
 * Which screen each admin route shows. A new screen is one line here (and its path in
 * router.ts); the screens not built yet say so.
 */
export const SCREENS: Record<AdminRoute, ComponentType> = {
  dashboard: DashboardPage,
  gallery: () => (
    <Suspense fallback={<Spinner label={T.loading} />}>
      <GalleryPage />
    </Suspense>
  ),
  categories: () => <ComingNext route="categories" />,
  reviews: () => <ComingNext route="reviews" />,
  settings: () => <ComingNext route="settings" />,
};
