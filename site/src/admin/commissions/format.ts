import { formatMoney, occasionLabel, type CommissionCard } from '@atelier/contracts';
import { format, parseISO } from 'date-fns';
import { DATE_LOCALE } from '../dates.ts';
import { ADMIN_LANG } from '../lang.ts';
import { COMMISSIONS_TEXT } from './text.ts';

/** Cents as the admin's language writes money: `1.250,00 €` or `€1,250.00`. */
export const money = (cents: number): string => formatMoney(cents, ADMIN_LANG);

/** A day (yyyy-MM-dd) short, for a card: "12 jun 2027" / "Jun 12, 2027". */
export const shortDay = (day: string): string => format(parseISO(day), 'PP', { locale: DATE_LOCALE });

/** What the card names the work by: her occasion, or "custom concept" for a concept, which has none. */
export const occasionOf = (card: Pick<CommissionCard, 'occasion' | 'requestType'>): string =>
  card.occasion ? occasionLabel(card.occasion, ADMIN_LANG) : card.requestType === 'concept' ? COMMISSIONS_TEXT.concept : '';
