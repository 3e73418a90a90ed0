import type { Lang } from './i18n.ts';

/** The stored values are English keys; the labels are what visitors read. */
export const EVENT_TYPE_VALUES = ['wedding', 'gala', 'cocktail', 'prom', 'other'] as const;
export type EventType = (typeof EVENT_TYPE_VALUES)[number];

export const EVENT_TYPES: readonly { value: EventType; label: Record<Lang, string> }[] = [
  { value: 'wedding', label: { es: 'Boda', en: 'Wedding' } },
  { value: 'gala', label: { es: 'Gala', en: 'Gala' } },
  { value: 'cocktail', label: { es: 'Cóctel', en: 'Cocktail' } },
  { value: 'prom', label: { es: 'Graduación', en: 'Prom' } },
  { value: 'other', label: { es: 'Otro', en: 'Other' } },
];

export function eventTypeLabel(value: string, lang: Lang): string {
  return EVENT_TYPES.find((t) => t.value === value)?.label[lang] ?? value;
}

export const PREFERRED_CONTACTS = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
