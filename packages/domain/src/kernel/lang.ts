/** The languages the atelier answers in; a contact message records the one it was written in. */
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
