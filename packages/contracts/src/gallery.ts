import type { Lang } from './i18n.ts';

/** The four public collections (docs/product.md#pages: /coleccion/{id}), each tied to the category of the same name. */
export const COLLECTION_IDS = ['vestidos', 'conceptos', 'trajes', 'eventos'] as const;
export type CollectionId = (typeof COLLECTION_IDS)[number];

/** An image's category when none is chosen (docs/product.md#constants). */
export const DEFAULT_GALLERY_CATEGORY = 'general';

export const isCollectionId = (value: string | null | undefined): value is CollectionId =>
  (COLLECTION_IDS as readonly string[]).includes(value ?? '');

/** How a collection is named and introduced on the public site, in the collections' names in each language (docs/product.md#constants). */
export const COLLECTION_TEXT: Record<CollectionId, Record<Lang, { title: string; description: string }>> = {
  vestidos: {
    es: { title: 'Vestidos', description: 'Vestidos de noche, de novia y de cóctel, cortados a medida y terminados a mano.' },
    en: { title: 'Gala Dresses', description: 'Evening, bridal and cocktail gowns, cut to measure and finished by hand.' },
  },
  conceptos: {
    es: { title: 'Conceptos', description: 'Ideas de clientas convertidas en bocetos, toiles y piezas únicas.' },
    en: { title: 'Creative Concepts', description: 'Clients’ ideas carried through sketches and toiles to one-of-a-kind pieces.' },
  },
  trajes: {
    es: { title: 'Trajes', description: 'Trajes y conjuntos de sastrería con la misma atención al detalle.' },
    en: { title: 'Executive Suits', description: 'Tailored suits and sets, made with the same attention to detail.' },
  },
  eventos: {
    es: { title: 'Eventos', description: 'Piezas creadas para bodas, galas y celebraciones especiales.' },
    en: { title: 'Special Events', description: 'Pieces created for weddings, galas and special celebrations.' },
  },
};

/**
 * The blob key prefixes `GET /media/*` serves: what the public site shows. Never `requests/`,
 * which holds clients' photos (served to staff only, by /api/requests).
 */
export const PUBLIC_MEDIA_PREFIXES = ['gallery/', 'reviews/', 'site/'] as const;

/** The public URL of a blob under a public prefix (`gallery/`, `reviews/`, `site/`): served by `GET /media/*`, immutable. */
export function mediaUrl(blobKey: string): string {
  return `/media/${blobKey.split('/').map(encodeURIComponent).join('/')}`;
}

/** An image variant the pipeline made: a width in one modern format. */
export interface ImageVariant {
  width: number;
  format: 'avif' | 'webp';
  url: string;
}

/**
 * What a page needs for `<picture>`: the re-encoded original (always there), its intrinsic
 * size (so nothing shifts while loading), and the variants made so far (none until the
 * variant job has run; pages then use the original).
 */
export interface ResponsiveImage {
  url: string;
  width: number;
  height: number;
  variants: readonly ImageVariant[];
}

/** A stored image variant: its blob key, as the domain records it. */
export interface StoredVariant {
  width: number;
  format: ImageVariant['format'];
  key: string;
}

/**
 * The one place a `<picture>`'s data is assembled: the re-encoded original (always there) and
 * the variants made so far (none until the pipeline ran), from their blob keys.
 */
export function responsiveImage(original: { blobKey: string; width: number; height: number }, variants: readonly StoredVariant[]): ResponsiveImage {
  return {
    url: mediaUrl(original.blobKey),
    width: original.width,
    height: original.height,
    variants: variants.map(({ width, format, key }) => ({ width, format, url: mediaUrl(key) })),
  };
}

/** A gallery image as the admin list (`GET /api/gallery-images`) and the pages see it. */
export interface GalleryImage {
  id: number;
  title: string;
  description: string | null;
  /** The English title and description, null when not written: English pages then show the Spanish. */
  titleEn: string | null;
  descriptionEn: string | null;
  /** The category as stored (lowercase name), `general` by default. */
  category: string | null;
  featured: boolean;
  visible: boolean;
  /** The re-encoded original's public URL. */
  imageUrl: string;
  image: ResponsiveImage;
  createdAt: string;
  /** Its stream's version: what an edit sends back as `If-Match: "<version>"` (ADR 029). */
  version: number;
}

/** A visible gallery image as `GET /api/public-gallery` serves it: the category shown as Vestidos, Conceptos, Trajes or Eventos. */
export interface PublicGalleryItem extends Omit<GalleryImage, 'category' | 'visible' | 'version'> {
  /** The public collection the image belongs to, or null when its category is none of the four. */
  collection: CollectionId | null;
  /** The public display label (docs/product.md#constants): Vestidos, Conceptos, Trajes or Eventos (null outside the four). */
  category: string | null;
}

/** A client testimonial (docs/product.md#entities). */
export interface Review {
  id: number;
  clientName: string;
  content: string;
  /** The testimonial in English, null when not written: English pages then show the Spanish. */
  contentEn: string | null;
  /** 1 to 5; 5 when absent. */
  rating: number;
  featured: boolean;
  imageUrl: string | null;
  createdAt: string;
  /** Its stream's version: what an edit sends back as `If-Match: "<version>"` (ADR 029). */
  version: number;
}

/** The public display label of a stored category, or null when it is not one of the four collections. */
export function collectionLabel(category: string | null): string | null {
  return isCollectionId(category) ? COLLECTION_TEXT[category].es.title : null;
}
