import type { ResponsiveImage } from '@atelier/contracts';

/** One design as the lightbox shows it; the page computes these on the server. */
export interface LightboxItem {
  title: string;
  description: string | null;
  /** The language of the title and description where it is not the page's (a Spanish fallback on an English page). */
  titleLang?: 'es' | 'en' | undefined;
  descriptionLang?: 'es' | 'en' | undefined;
  alt: string;
  /** The design's project page. */
  href: string;
  image: ResponsiveImage;
}

/** The lightbox's words in the page's language. `position` has `{n}` and `{total}` placeholders. */
export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  viewProject: string;
  position: string;
}
