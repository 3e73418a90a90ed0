/**
 * The atelier's time zone: today's day and an instant's clock are Madrid's (ADR 061). Alone in
 * its file, so a page that only names the zone (and formats with Intl) does not load
 * @date-fns/tz, whose module patches its date class when it loads.
 */
export const ATELIER_TIME_ZONE = 'Europe/Madrid';
