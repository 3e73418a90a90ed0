import { createRouter } from '@nanostores/router';

/** Paths of the admin's screens; every one is served the same admin/index.html by the API. */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  gallery: '/admin/gallery',
  collections: '/admin/collections',
  reviews: '/admin/reviews',
  settings: '/admin/settings',
} as const;

export type AdminRoute = keyof typeof ADMIN_PATHS;

/**
 * Picks the screen from the URL. Links go through AdminLink (ui/AdminLink.tsx) rather than
 * the router's global click handler, which would also swallow links to the public site.
 */
export const $router = createRouter(ADMIN_PATHS, { links: false });

/** Screens only an admin may open (spec §2); the others need a signed-in user. */
export const ADMIN_ONLY: ReadonlySet<AdminRoute> = new Set(['gallery', 'reviews']);
