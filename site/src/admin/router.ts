import { createRouter } from '@nanostores/router';
import { localePath } from '../i18n/locale.ts';
import { ADMIN_LANG } from './lang.ts';

/**
 * Paths of the admin's screens, in the admin's language (/admin/… or /en/admin/…); the API
 * serves every one the same page.
 */
export const ADMIN_PATHS = {
  dashboard: localePath(ADMIN_LANG, '/admin'),
  // The commissions' board and one commission (docs/product.md#commissions, ADR 052).
  commissions: localePath(ADMIN_LANG, '/admin/commissions'),
  commission: localePath(ADMIN_LANG, '/admin/commissions/:id'),
  // The contact form's messages (docs/product.md#forms, ADR 027).
  inbox: localePath(ADMIN_LANG, '/admin/inbox'),
  // The mail log (docs/product.md#mail, ADR 045).
  mail: localePath(ADMIN_LANG, '/admin/mail'),
  // The clients and their measurements (docs/product.md#clients-and-measurements, ADR 047); `#client=dress-12` opens one.
  clients: localePath(ADMIN_LANG, '/admin/clients'),
  gallery: localePath(ADMIN_LANG, '/admin/gallery'),
  // The path says collections, as it always has; the screen manages categories (ADR 023).
  categories: localePath(ADMIN_LANG, '/admin/collections'),
  reviews: localePath(ADMIN_LANG, '/admin/reviews'),
  settings: localePath(ADMIN_LANG, '/admin/settings'),
};

export type AdminRoute = keyof typeof ADMIN_PATHS;

/**
 * Picks the screen from the URL. Links go through AdminLink (ui/AdminLink.tsx) rather than
 * the router's global click handler, which would also swallow links to the public site.
 */
export const $router = createRouter(ADMIN_PATHS, { links: false });

/**
 * Screens that are not sections of the nav: each belongs to the section named, whose link
 * stays marked while it is open (one commission belongs to the board).
 */
export const SUB_SCREENS: Partial<Record<AdminRoute, AdminRoute>> = { commission: 'commissions' };

/** Screens only an admin may open (docs/product.md#permissions); the others need a signed-in user. */
export const ADMIN_ONLY: ReadonlySet<AdminRoute> = new Set(['gallery', 'reviews']);
