import { format } from 'date-fns';

/** Tables show dates as yyyy-MM-dd (spec §2, §9). */
export function tableDate(iso: string): string {
  return format(new Date(iso), 'yyyy-MM-dd');
}

/** The history shows the moment too, in the admin's own time zone. */
export function historyTime(iso: string): string {
  return format(new Date(iso), 'yyyy-MM-dd HH:mm');
}
