/**
 * What the client's dress is for (a wedding, a gala…). Events store it under the field name
 * `eventType`, the API's; the code calls it an occasion so it is never taken for a domain
 * event or a calendar event (docs/architecture.md#glossary).
 */
export const OCCASIONS = ['wedding', 'gala', 'cocktail', 'prom', 'other'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const isOccasion = (value: string): value is Occasion => (OCCASIONS as readonly string[]).includes(value);
