import * as v from 'valibot';
import { registerSchema } from './auth.ts';

/**
 * POST /api/accounts: an admin creates an account. The same fields and rules as registration;
 * not an administrator unless `isAdmin` says so (docs/product.md#permissions, ADR 005).
 */
export const accountCreateSchema = registerSchema;

/** One account of GET /api/accounts (an admin's), oldest first: never the password hash. */
export const accountListItemSchema = v.object({
  id: v.string(),
  username: v.string(),
  isAdmin: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});

export type AccountListItem = v.InferOutput<typeof accountListItemSchema>;

/** The answer of DELETE /api/accounts/{id}. */
export type AccountRemoved = { id: string; removed: true };
