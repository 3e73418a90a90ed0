/** Gzipped JavaScript budgets per built page (docs/product.md#beyond-the-first-specification, "Page speed"; ADR 021). */
export const KB = 1024;

/** The order and concept forms hydrate one React island each, in both languages. */
const FORM_ROUTES = new Set(['/order-dress', '/custom-concept', '/en/order-dress', '/en/custom-concept']);
const FORM_PAGE_BUDGET = 120 * KB;
/** A page without islands only runs the header's menu/language script. */
const STATIC_PAGE_BUDGET = 3 * KB;

/**
 * A collection page runs the header's script and the lightbox island, nothing else:
 * React's client runtime (about 70 KB gzipped with react-dom) and the island (about 2.5 KB).
 */
const COLLECTION_PAGE_BUDGET = 80 * KB;

/**
 * The home page: what it loads with the page. Its one island, the contact form,
 * hydrates at the visitor's first gesture in it (`client:interaction`, ADR 022) and is
 * measured apart: React with react-dom alone is about 70 KB gzipped, more than 60 KB, so no
 * React island fits in 60 KB.
 */
const HOME_ROUTES = new Set(['/', '/en/']);
const HOME_PAGE_BUDGET = 60 * KB;
/** What an island hydrated later (scrolled to, or at a first gesture) adds once reached: the same ceiling as a form page. */
export const DEFERRED_ISLAND_BUDGET = FORM_PAGE_BUDGET;
/**
 * The admin app: its entry (React, the session, the header, the router) at most
 * 150 KB gzipped; every screen is its own chunk, loaded when opened (site/src/admin/screens.tsx).
 */
const ADMIN_ROUTE = /^(?:\/en)?\/admin$/;
const ADMIN_ENTRY_BUDGET = 150 * KB;
/** The blog list, its category lists and its articles ship only the header script. */
const BLOG_ROUTE = /^(?:\/en)?\/blog(?:\/|$)/;

export interface Budget {
  limit: number;
  label: string;
  /** The islands the page may hydrate, when the budget says which (none: the header's script only). */
  islands?: readonly string[];
}

/**
 * The client's page (docs/product.md#the-clients-page): one island, hydrated on load since it
 * reads her link's token from the address at once: React's runtime (about 70 KB gzipped) and
 * the island, well under a form page.
 */
const CLIENT_PAGE_ROUTES = new Set(['/mi-pedido', '/en/my-request']);
const CLIENT_PAGE_BUDGET = 90 * KB;

/** Pages rendered on demand that may run the header's script only. */
const HEADER_ONLY_ROUTES = [/^(?:\/en)?\/gallery$/, /^(?:\/en)?\/proyecto\/[^/]+$/];
const COLLECTION_ROUTE = /^(?:\/en)?\/coleccion\/[^/]+$/;

/** The budget for one page, or null for island pages without a budget of their own (the sign-in page). */
export function budgetFor(route: string, hasIslands: boolean): Budget | null {
  if (FORM_ROUTES.has(route)) return { limit: FORM_PAGE_BUDGET, label: 'form page' };
  if (CLIENT_PAGE_ROUTES.has(route)) return { limit: CLIENT_PAGE_BUDGET, label: "client's page", islands: ['MyRequestIsland'] };
  if (ADMIN_ROUTE.test(route)) return { limit: ADMIN_ENTRY_BUDGET, label: 'admin entry (screens lazy)', islands: ['AdminApp'] };
  if (HOME_ROUTES.has(route)) return { limit: HOME_PAGE_BUDGET, label: 'home, on load', islands: ['ContactForm'] };
  if (COLLECTION_ROUTE.test(route)) return { limit: COLLECTION_PAGE_BUDGET, label: 'header + lightbox', islands: ['Lightbox'] };
  if (HEADER_ONLY_ROUTES.some((pattern) => pattern.test(route))) return { limit: STATIC_PAGE_BUDGET, label: 'header only', islands: [] };
  if (BLOG_ROUTE.test(route)) return { limit: hasIslands ? 0 : STATIC_PAGE_BUDGET, label: hasIslands ? 'blog: no islands allowed' : 'blog: header script only' };
  if (!hasIslands) return { limit: STATIC_PAGE_BUDGET, label: 'no islands' };
  return null;
}

/** Islands a page hydrates that its budget does not allow (empty when the budget names none). */
export function unexpectedIslands(budget: Budget | null, islands: readonly string[]): string[] {
  const allowed = budget?.islands;
  return allowed ? islands.filter((name) => !allowed.includes(name)) : [];
}
