import type { Lang } from './i18n.ts';

/**
 * The client's occasion (wedding, gala…). The API field keeps its first name, `eventType`;
 * inside the code it is an occasion, so it never collides with calendar events or domain events.
 * Stored values are English keys; the labels are what visitors read.
 */
export const OCCASIONS = ['wedding', 'gala', 'cocktail', 'prom', 'other'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const OCCASION_LABELS: Record<Occasion, Record<Lang, string>> = {
  wedding: { es: 'Boda', en: 'Wedding' },
  gala: { es: 'Gala', en: 'Gala' },
  cocktail: { es: 'Cóctel', en: 'Cocktail' },
  prom: { es: 'Graduación', en: 'Prom' },
  other: { es: 'Otro', en: 'Other' },
};

const isOccasion = (value: string): value is Occasion => (OCCASIONS as readonly string[]).includes(value);

/** The occasion's label in `lang`; an unknown stored value is shown as it is. */
export function occasionLabel(value: string, lang: Lang): string {
  return isOccasion(value) ? OCCASION_LABELS[value][lang] : value;
}
