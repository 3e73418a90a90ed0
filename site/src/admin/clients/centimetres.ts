import { ADMIN_LANG } from '../lang.ts';

const NUMBER = new Intl.NumberFormat(ADMIN_LANG === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 1 });

/** A measurement in the admin's language: `96,5` in Spanish, `96.5` in English. */
export const centimetres = (value: number): string => NUMBER.format(value);
