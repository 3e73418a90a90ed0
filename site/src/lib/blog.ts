import { getCollection, type CollectionEntry } from 'astro:content';
import { localePath, type Lang } from '../i18n/locale.ts';
import type { BlogCategory, BlogSlug } from './blog-categories.ts';

export type Article = CollectionEntry<'blog'>;

/** The articles in `lang`, newest first. */
export async function articles(lang: Lang): Promise<Article[]> {
  const entries = await getCollection('blog', (entry) => entry.data.lang === lang);
  return entries.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** The date as the blog shows it (docs/product.md#blog): es-ES or en-US, day, month and year. */
export function articleDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Minutes to read the article's Markdown at 200 words a minute (at least one). */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 200));
}

export const blogPath = (lang: Lang): string => localePath(lang, '/blog');
export const articlePath = (lang: Lang, slug: BlogSlug): string => localePath(lang, `/blog/${slug}`);
export const categoryPath = (lang: Lang, category: BlogCategory): string => localePath(lang, `/blog/category/${category}`);
