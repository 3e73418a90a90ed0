import { occasionLabel, type RequestListItem } from '@atelier/contracts';
import { format } from 'date-fns';
import { ADMIN_LANG } from '../lang.ts';

/** Tables show dates as yyyy-MM-dd (docs/product.md#dashboard). */
export function tableDate(iso: string): string {
  return format(new Date(iso), 'yyyy-MM-dd');
}

/** The client's occasion in the admin's language (a dress order's; a concept has none). */
export function occasionOf(item: Pick<RequestListItem, 'eventType'>): string | null {
  return item.eventType ? occasionLabel(item.eventType, ADMIN_LANG) : null;
}
