import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-sources.ts';

const original = { url: '/media/gallery/1/original.webp', width: 1200, height: 1800 };

describe('pictureSources', () => {
  it('has no source before the variants exist: the page shows the original', () => {
    expect(pictureSources({ ...original, variants: [] })).toEqual([]);
  });

  it('lists AVIF before WebP, narrowest first, with the original (WebP) as the widest WebP candidate', () => {
    const variants = [960, 480].flatMap((width) =>
      (['webp', 'avif'] as const).map((format) => ({ width, format, url: `/media/gallery/1/w${width}.${format}` })),
    );
    expect(pictureSources({ ...original, variants })).toEqual([
      { type: 'image/avif', srcset: '/media/gallery/1/w480.avif 480w, /media/gallery/1/w960.avif 960w' },
      { type: 'image/webp', srcset: '/media/gallery/1/w480.webp 480w, /media/gallery/1/w960.webp 960w, /media/gallery/1/original.webp 1200w' },
    ]);
  });
});
