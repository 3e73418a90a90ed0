/**
 * Where the walk of one commission starts: approve → quote → plan accepted → deposit →
 * delivered. Each entry is a file a reader opens first, with why. When a route or a screen
 * moves, edit its line here; `pnpm walk` fails on an entry that is not a file.
 */
export interface WalkEntry {
  file: string;
  why: string;
}

export const COMMISSION_WALK: readonly WalkEntry[] = [
  { file: 'api/src/routes/request-forms.ts', why: 'approve: the verdict, PATCH /api/{dress-orders,custom-concepts}/{id}/status' },
  { file: 'api/src/routes/commissions.ts', why: 'quote, plan accepted, deposit and delivered: POST /api/commissions/{id}/quote, /plan/accept, /payments and /stage' },
  { file: 'site/src/admin/commissions/CommissionPage.tsx', why: "the admin's commission screen: the quote, the plan, the payments, the stage" },
  { file: 'site/src/islands/my-request/CommissionSections.tsx', why: "her page's commission section: the quote she accepts, the plan, what she paid, where her dress is" },
];
