/** Gzipped JavaScript budgets per built page (issue 3, §6). */
export const KB = 1024;

/** The order and concept forms hydrate one React island each, in both languages. */
const FORM_ROUTES = new Set(['/order-dress', '/custom-concept', '/en/order-dress', '/en/custom-concept']);
export const FORM_PAGE_BUDGET = 120 * KB;
/** The home page (issue 11, §7): what it loads with the page, before the visitor scrolls. */
const HOME_ROUTES = new Set(['/', '/en/']);
export const HOME_PAGE_BUDGET = 60 * KB;
/**
 * An island hydrated only when scrolled into view (the home page's contact form): what the
 * visitor's browser fetches on reaching it, on top of the page. The same ceiling as a form page.
 */
export const ON_VISIBLE_BUDGET = FORM_PAGE_BUDGET;
/** A page without islands only runs the header's menu/language script. */
export const STATIC_PAGE_BUDGET = 3 * KB;

export interface Budget {
  limit: number;
  label: string;
}

/** The budget for one page, or null for island pages the issue gives no budget (e.g. the admin app). */
export function budgetFor(route: string, hasIslands: boolean): Budget | null {
  if (FORM_ROUTES.has(route)) return { limit: FORM_PAGE_BUDGET, label: 'form page' };
  if (HOME_ROUTES.has(route)) return { limit: HOME_PAGE_BUDGET, label: 'home, on load' };
  if (!hasIslands) return { limit: STATIC_PAGE_BUDGET, label: 'no islands' };
  return null;
}
