import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen.tsx';
import type { AdminRoute } from './router.ts';

/**
 * Which screen each admin route shows. A new screen is one line here (and its path in
 * router.ts). Every screen loads lazily, the dashboard too: the admin's entry holds React, the
 * session, the header and the router only (at most 150 KB gzipped,
 * docs/product.md#beyond-the-first-specification).
 */
export const SCREENS: Record<AdminRoute, ComponentType> = {
  dashboard: lazyScreen(async () => (await import('./dashboard/DashboardPage.tsx')).DashboardPage),
  commissions: lazyScreen(async () => (await import('./commissions/CommissionsBoard.tsx')).CommissionsBoard),
  commission: lazyScreen(async () => (await import('./commissions/CommissionPage.tsx')).CommissionPage),
  inbox: lazyScreen(async () => (await import('./inbox/InboxPage.tsx')).InboxPage),
  mail: lazyScreen(async () => (await import('./mail/MailPage.tsx')).MailPage),
  clients: lazyScreen(async () => (await import('./clients/ClientsPage.tsx')).ClientsPage),
  gallery: lazyScreen(async () => (await import('./gallery/GalleryPage.tsx')).GalleryPage),
  categories: lazyScreen(async () => (await import('./categories/CategoriesPage.tsx')).CategoriesPage),
  reviews: lazyScreen(async () => (await import('./reviews/ReviewsPage.tsx')).ReviewsPage),
  settings: lazyScreen(async () => (await import('./settings/SettingsPage.tsx')).SettingsPage),
};
