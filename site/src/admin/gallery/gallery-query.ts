import type { GalleryImage } from '@atelier/contracts';
import { createQuery } from '../query.ts';

/** GET /api/gallery-images: every image, hidden ones too, newest first (admin only). */
export const galleryQuery = createQuery<GalleryImage[]>('/api/gallery-images');
