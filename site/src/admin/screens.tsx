import type { ComponentType } from 'react';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { ComingNext } from './pages/ComingNext.tsx';
import { ReviewsPage } from './reviews/ReviewsPage.tsx';
import type { AdminRoute } from './router.ts';
import { SettingsPage } from './settings/SettingsPage.tsx';

/**
 * Which screen each admin route shows. A new screen is one line here (and its path in
 * router.ts); the screens not built yet say so.
 */
export const SCREENS: Record<AdminRoute, ComponentType> = {
  dashboard: DashboardPage,
  gallery: () => <ComingNext route="gallery" />,
  categories: () => <ComingNext route="categories" />,
  reviews: ReviewsPage,
  settings: SettingsPage,
};
