import type { Lang } from '@atelier/contracts/i18n';
import type { LightboxItem } from '../../islands/lightbox/lightbox-item.ts';
import { langOf, type ShownGalleryItem } from '../../lib/shown-content.ts';
import { altText } from './gallery-model.ts';
import { projectPath } from './project-path.ts';

/** What the lightbox island needs of each design, in the grid's order. */
export function lightboxItems(items: readonly ShownGalleryItem[], lang: Lang): LightboxItem[] {
  return items.map((item) => ({
    title: item.title,
    description: item.description,
    titleLang: langOf(item.titleLang, lang),
    descriptionLang: langOf(item.descriptionLang, lang),
    alt: altText(item, lang),
    href: projectPath(lang, item.id),
    image: item.image,
  }));
}
