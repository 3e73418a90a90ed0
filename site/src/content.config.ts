import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { BLOG_CATEGORIES, BLOG_SLUGS } from './lib/blog-categories.ts';

/**
 * The blog's articles (docs/product.md#blog): one Markdown file per article and language,
 * `blog/{es|en}/{slug}.md`. The picture is drawn at build time (ADR 017).
 */
const blog = defineCollection({
  // The id is the file's path (`es/{slug}`): both languages share the slug, which the
  // loader would otherwise take as the id of both.
  loader: glob({ pattern: '*/*.md', base: './src/content/blog', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
  schema: ({ image }) =>
    z.object({
      slug: z.enum(BLOG_SLUGS),
      lang: z.enum(['es', 'en']),
      title: z.string().min(1),
      excerpt: z.string().min(40),
      date: z.coerce.date(),
      category: z.enum(BLOG_CATEGORIES),
      image: image(),
      imageAlt: z.string().min(20),
    }),
});

export const collections = { blog };
