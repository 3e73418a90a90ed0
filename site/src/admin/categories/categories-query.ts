import type { CategoryList } from '@atelier/contracts';
import { createQuery } from '../query.ts';

/** GET /api/categories: every category with its image and featured counts, and the images without one. */
export const categoriesQuery = createQuery<CategoryList>('/api/categories', { lang: 'es' });
