import type { PublicGalleryItem } from '@atelier/contracts';
import type { Lang } from '@atelier/contracts/i18n';
import type { LightboxItem } from '../../islands/lightbox/lightbox-item.ts';
import { altText } from './gallery-model.ts';
import { projectPath } from './project-path.ts';

/** What the lightbox island needs of each design, in the grid's order. */
export function lightboxItems(items: readonly PublicGalleryItem[], lang: Lang): LightboxItem[] {
  return items.map((item) => ({
    title: item.title,
    description: item.description,
    alt: altText(item, lang),
    href: projectPath(lang, item.id),
    image: item.image,
  }));
}
