import type { ComponentType } from 'react';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { ComingNext } from './pages/ComingNext.tsx';
import type { AdminRoute } from './router.ts';

/**
 * Which screen each admin route shows. A new screen is one line here (and its path in
 * router.ts); the screens not built yet say so. Every screen but the dashboard (the landing
 * screen) loads lazily.
 */
export const SCREENS: Record<AdminRoute, ComponentType> = {
  dashboard: DashboardPage,
  inbox: lazyScreen(async () => (await import('./inbox/InboxPage.tsx')).InboxPage),
  gallery: lazyScreen(async () => (await import('./gallery/GalleryPage.tsx')).GalleryPage),
  categories: lazyScreen(async () => (await import('./categories/CategoriesPage.tsx')).CategoriesPage),
  reviews: () => <ComingNext route="reviews" />,
  settings: () => <ComingNext route="settings" />,
};
