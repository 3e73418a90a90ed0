import { ADMIN_PATHS } from '../router.ts';

/** The admin path of one commission's screen: /admin/commissions/dress-12 (or /en/admin/…). */
export const commissionPath = (id: string): string => ADMIN_PATHS.commission.replace(':id', encodeURIComponent(id));
