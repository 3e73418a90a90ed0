import type { PublicGalleryItem } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { publicPagePaths, robotsTxt, sitemapXml } from './sitemap.ts';

const item = (id: number, collection: PublicGalleryItem['collection']): PublicGalleryItem => ({
  id,
  title: `Pieza ${id}`,
  description: null,
  titleEn: null,
  descriptionEn: null,
  category: null,
  collection,
  featured: false,
  imageUrl: `/media/gallery/${id}/original.webp`,
  image: { url: `/media/gallery/${id}/original.webp`, width: 10, height: 10, variants: [] },
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('sitemap', () => {
  it("lists the built public pages, the collections that show something and every visible project, never the admin, sign-in or client's page", () => {
    const paths = publicPagePaths(['/order-dress', '/admin', '/auth', '/mi-pedido', '/blog', '/blog/colores-temporada'], [item(3, 'vestidos'), item(7, null)]);
    expect(paths).toEqual(['/', '/blog', '/blog/colores-temporada', '/coleccion/vestidos', '/gallery', '/order-dress', '/proyecto/3', '/proyecto/7']);
  });

  it('gives each page in both languages with its hreflang alternates on the site origin', () => {
    const xml = sitemapXml('https://atelier.example/', ['/', '/gallery']);
    expect(xml).toContain('<url><loc>https://atelier.example/en/gallery</loc><xhtml:link rel="alternate" hreflang="es" href="https://atelier.example/gallery"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://atelier.example/en/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://atelier.example/"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('keeps robots away from the back office and the API, and points at the sitemap', () => {
    const robots = robotsTxt('https://atelier.example');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Sitemap: https://atelier.example/sitemap.xml');
  });
});
