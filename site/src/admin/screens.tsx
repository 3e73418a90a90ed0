import type { ComponentType } from 'react';
import { CategoriesPage } from './categories/CategoriesPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { ComingNext } from './pages/ComingNext.tsx';
import type { AdminRoute } from './router.ts';

/**
 * Which screen each admin route shows. A new screen is one line here (and its path in
 * router.ts); the screens not built yet say so.
 */
export const SCREENS: Record<AdminRoute, ComponentType> = {
  dashboard: DashboardPage,
  gallery: () => <ComingNext route="gallery" />,
  categories: CategoriesPage,
  reviews: () => <ComingNext route="reviews" />,
  settings: () => <ComingNext route="settings" />,
};
