import type { PublicGalleryItem, Review } from '@atelier/contracts';
import type { Lang } from '@atelier/contracts/i18n';

/**
 * A gallery item in the words of one page: the English title and description on an English
 * page where they were written, the Spanish otherwise. `titleLang` and `descriptionLang` say
 * which language each one is in, so a Spanish fallback on an English page can say so (`lang`).
 */
export interface ShownGalleryItem extends Omit<PublicGalleryItem, 'titleEn' | 'descriptionEn'> {
  titleLang: Lang;
  descriptionLang: Lang;
}

/** A review in the words of one page: the English text on an English page where it was written, else the Spanish. */
export interface ShownReview extends Omit<Review, 'contentEn'> {
  contentLang: Lang;
}

/** The English text where the page is English and it was written; the Spanish in every other case. */
function pick<T extends string | null>(spanish: T, english: string | null, lang: Lang): { text: T | string; lang: Lang } {
  return lang === 'en' && english !== null ? { text: english, lang: 'en' } : { text: spanish, lang: 'es' };
}

export function shownGalleryItem(item: PublicGalleryItem, lang: Lang): ShownGalleryItem {
  const { titleEn, descriptionEn, ...rest } = item;
  const title = pick(item.title, titleEn, lang);
  const description = pick(item.description, descriptionEn, lang);
  return { ...rest, title: title.text, titleLang: title.lang, description: description.text, descriptionLang: description.lang };
}

export function shownReview(review: Review, lang: Lang): ShownReview {
  const { contentEn, ...rest } = review;
  const content = pick(review.content, contentEn, lang);
  return { ...rest, content: content.text, contentLang: content.lang };
}

/** The `lang` attribute of a text in `textLang` on a page in `pageLang`: only where they differ. */
export const langOf = (textLang: Lang, pageLang: Lang): Lang | undefined => (textLang === pageLang ? undefined : textLang);
