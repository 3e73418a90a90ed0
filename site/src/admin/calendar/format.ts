import { format } from 'date-fns';
import { DATE_LOCALE } from './date-locale.ts';
import { dayOf } from './month.ts';

/** "jueves, 3 de diciembre de 2026" / "Thursday, December 3, 2026". */
export const longDay = (date: string): string => format(dayOf(date), 'PPPP', { locale: DATE_LOCALE });

/** "diciembre 2026" / "December 2026". */
export const monthTitle = (month: Date): string => format(month, 'LLLL yyyy', { locale: DATE_LOCALE });
