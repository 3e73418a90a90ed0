import { describe, expect, it } from 'vitest';
import { absoluteSiteLinks } from './absolute-links.ts';

describe('absoluteSiteLinks', () => {
  it('puts the origin before canonical and hreflang paths, and leaves other links alone', () => {
    const html = [
      '<link rel="canonical" href="/en/order-dress">',
      '<link rel="alternate" hreflang="es" href="/order-dress">',
      '<link rel="stylesheet" href="/_astro/site.css">',
      '<link rel="alternate" hreflang="en" href="https://elsewhere.example/en/">',
    ].join('');
    expect(absoluteSiteLinks(html, 'https://atelier.example/')).toBe(
      [
        '<link rel="canonical" href="https://atelier.example/en/order-dress">',
        '<link rel="alternate" hreflang="es" href="https://atelier.example/order-dress">',
        '<link rel="stylesheet" href="/_astro/site.css">',
        '<link rel="alternate" hreflang="en" href="https://elsewhere.example/en/">',
      ].join(''),
    );
  });

  it('makes the Open Graph page and image URLs absolute, and leaves other meta alone', () => {
    const html = '<meta property="og:url" content="/en/"><meta property="og:image" content="/art/og-1a2b.jpg"><meta name="description" content="/not-a-link">';
    expect(absoluteSiteLinks(html, 'https://atelier.example')).toBe(
      '<meta property="og:url" content="https://atelier.example/en/"><meta property="og:image" content="https://atelier.example/art/og-1a2b.jpg"><meta name="description" content="/not-a-link">',
    );
  });

  it('makes the links of structured data absolute, and leaves its other values alone', () => {
    const html = '<script type="application/ld+json">{"@type":"BlogPosting","headline":"/no","image":"/_astro/a.webp","url":"/blog/x","mainEntityOfPage":"/blog/x"}</script>';
    expect(absoluteSiteLinks(html, 'https://atelier.example')).toBe(
      '<script type="application/ld+json">{"@type":"BlogPosting","headline":"/no","image":"https://atelier.example/_astro/a.webp","url":"https://atelier.example/blog/x","mainEntityOfPage":"https://atelier.example/blog/x"}</script>',
    );
  });
});
