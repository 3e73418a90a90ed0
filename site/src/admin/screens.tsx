import type { ComponentType } from 'react';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { InboxPage } from './inbox/InboxPage.tsx';
import { ComingNext } from './pages/ComingNext.tsx';
import type { AdminRoute } from './router.ts';

/**
 * Which screen each admin route shows. A new screen is one line here (and its path in
 * router.ts); the screens not built yet say so.
 */
export const SCREENS: Record<AdminRoute, ComponentType> = {
  dashboard: DashboardPage,
  inbox: InboxPage,
  gallery: () => <ComingNext route="gallery" />,
  categories: () => <ComingNext route="categories" />,
  reviews: () => <ComingNext route="reviews" />,
  settings: () => <ComingNext route="settings" />,
};
