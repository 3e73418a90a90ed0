import { COLLECTION_IDS, COLLECTION_TEXT, type PageLocals, type PublicGalleryItem } from '../../packages/contracts/src/index.ts';

/**
 * What the budget check hands to pages rendered on demand: one visible design per collection
 * (the first featured), so every page shows its full content and ships everything it can.
 * Only the pages' scripts are measured; the images are never fetched.
 */
const SAMPLE_GALLERY: PublicGalleryItem[] = COLLECTION_IDS.map((collection, index) => {
  const url = `/media/gallery/${index + 1}/original.webp`;
  return {
    id: index + 1,
    title: `${COLLECTION_TEXT[collection].es.title} ${index + 1}`,
    description: COLLECTION_TEXT[collection].es.description,
    titleEn: `${COLLECTION_TEXT[collection].en.title} ${index + 1}`,
    descriptionEn: COLLECTION_TEXT[collection].en.description,
    collection,
    category: COLLECTION_TEXT[collection].es.title,
    featured: index === 0,
    imageUrl: url,
    image: { url, width: 1200, height: 1600, variants: [{ width: 480, format: 'webp', url: `/media/gallery/${index + 1}/480.webp` }] },
    createdAt: '2026-03-10T12:00:00.000Z',
  };
});

export const SAMPLE_LOCALS: PageLocals = {
  content: {
    gallery: async () => SAMPLE_GALLERY,
    reviews: async () => [],
  },
};

/** The pages rendered on demand that the budget covers, with the sample content above. */
export const RENDERED_ROUTES = ['/', '/en/', '/gallery', '/en/gallery', '/coleccion/vestidos', '/en/coleccion/vestidos', '/proyecto/1', '/en/proyecto/1'] as const;
