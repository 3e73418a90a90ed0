/** Gzipped JavaScript budgets per built page (issue 3, §6). */
export const KB = 1024;

/** The order and concept forms hydrate one React island each, in both languages. */
const FORM_ROUTES = new Set(['/order-dress', '/custom-concept', '/en/order-dress', '/en/custom-concept']);
export const FORM_PAGE_BUDGET = 120 * KB;
/** A page without islands only runs the header's menu/language script. */
export const STATIC_PAGE_BUDGET = 3 * KB;

/** The blog list, its category lists and its articles ship only the header script (issue 11 §7). */
const BLOG_ROUTE = /^(?:\/en)?\/blog(?:\/|$)/;

export interface Budget {
  limit: number;
  label: string;
}

/** The budget for one page, or null for island pages the issue gives no budget (e.g. the admin app). */
export function budgetFor(route: string, hasIslands: boolean): Budget | null {
  if (FORM_ROUTES.has(route)) return { limit: FORM_PAGE_BUDGET, label: 'form page' };
  if (BLOG_ROUTE.test(route)) return { limit: hasIslands ? 0 : STATIC_PAGE_BUDGET, label: hasIslands ? 'blog: no islands allowed' : 'blog: header script only' };
  if (!hasIslands) return { limit: STATIC_PAGE_BUDGET, label: 'no islands' };
  return null;
}
