import type { PublicGalleryItem, Review } from './gallery.ts';

/**
 * The read models a page rendered on demand may show. Each is read only when the page asks
 * (a project page reads the gallery, not the reviews); the API declares them all as the
 * page's read models, so any of them moving renders the page again.
 */
export interface PublicContent {
  /** Visible gallery items, in the public gallery's order. */
  gallery(): Promise<readonly PublicGalleryItem[]>;
  /** Every review; pages pick the featured ones. */
  reviews(): Promise<readonly Review[]>;
}

/**
 * What the API hands to a site page rendered on demand (Astro's `locals`). The footer's
 * contact details are not here: the API fills them into every page it serves, built or
 * rendered (api/src/static/settings-in-html.ts).
 */
export interface PageLocals {
  content: PublicContent;
}
