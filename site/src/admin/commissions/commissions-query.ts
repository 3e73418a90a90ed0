import type { CommissionCard, CommissionDetail } from '@atelier/contracts';
import { createQuery, queryFor, type Query } from '../query.ts';

/** GET /api/commissions: the board's cards, ordered by occasion date (none last). */
export const commissionsQuery = createQuery<CommissionCard[]>('/api/commissions');

/** GET /api/commissions/{id}: one commission, loaded when its screen opens and kept. */
export const commissionQuery = (id: string): Query<CommissionDetail> => queryFor<CommissionDetail>(commissionApiPath(id));

/** The API path of one commission, or of one of its actions (`stage`, `quote`…). */
export const commissionApiPath = (id: string, action?: string): string => `/api/commissions/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
