import { format } from 'date-fns';
import { DATE_LOCALE } from '../dates.ts';

/** "diciembre 2026" / "December 2026". */
export const monthTitle = (month: Date): string => format(month, 'LLLL yyyy', { locale: DATE_LOCALE });
