import type { Lang } from '@atelier/contracts';

const LOCALE = { es: 'es-ES', en: 'en-US' } as const;

/** "850 KB" or "2,4 MB" in the page's number format. */
export function formatFileSize(bytes: number, lang: Lang): string {
  const format = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}
