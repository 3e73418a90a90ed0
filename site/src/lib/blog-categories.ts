/** The four articles (docs/product.md#blog), by slug. */
export const BLOG_SLUGS = ['tendencias-vestidos-noche', 'elegir-tejido-perfecto', 'colores-temporada', 'disenos-personalizados'] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

/**
 * The blog's categories, in the filter's order (docs/product.md#blog: Trends, Design, Fabrics,
 * Events, Tips). The id is also the filter page's path segment in both languages
 * (`/blog/category/{id}`, `/en/blog/category/{id}`, ADR 018), as the site's other paths are.
 */
export const BLOG_CATEGORIES = ['trends', 'design', 'fabrics', 'events', 'tips'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
