import type { AccountListItem } from '@atelier/contracts';
import { createQuery } from '../query.ts';

/** GET /api/accounts (an admin's): every account that can sign in, oldest first. */
export const accountsQuery = createQuery<AccountListItem[]>('/api/accounts');
