/** The atelier's day (yyyy-MM-dd): appointments, quotes and measurements are whole days in Madrid, whatever the server's zone. */
export const atelierToday = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
