/**
 * The site's own pictures, drawn at build time by site/scripts/generate-art.ts (ADR 017) into
 * src/assets/art/, with their alternative text in each language. (The blog's pictures are
 * referenced by the articles themselves, src/content/blog.) Use them with
 * `<Picture src={ART.hero.image} alt={ART.hero.alt[lang]} formats={['avif', 'webp']} … />`.
 */
import type { ImageMetadata } from 'astro';
import atelier from '../assets/art/atelier.webp';
import designer from '../assets/art/designer.webp';
import hero from '../assets/art/hero.webp';
import socialCard from '../assets/art/og.jpg';
import type { Lang } from '../i18n/locale.ts';

export interface Artwork {
  image: ImageMetadata;
  alt: Record<Lang, string>;
}

export const ART = {
  /** Home hero, 2400 × 1350: gowns on the right half, a window and dark wall on the left (text side). */
  hero: {
    image: hero,
    alt: {
      es: 'Ilustración del atelier al caer la tarde: tres vestidos de noche junto a una ventana en arco y una cortina granate.',
      en: 'Illustration of the atelier at dusk: three evening gowns beside an arched window and a garnet curtain.',
    },
  },
  /** Home designer block, 1200 × 1500 (4:5). */
  designer: {
    image: designer,
    alt: {
      es: 'Retrato ilustrado de la diseñadora con traje sastre y cinta métrica al cuello, junto a un vestido en su maniquí.',
      en: 'Illustrated portrait of the designer in a tailored suit with a tape measure round her neck, beside a gown on its dress form.',
    },
  },
  /** Home contact section, 1600 × 1200. */
  atelier: {
    image: atelier,
    alt: {
      es: 'El taller: una ventana en arco, un vestido en el maniquí, un perchero de prendas y la mesa de corte con tijeras y muestras.',
      en: 'The workroom: an arched window, a gown on the dress form, a rail of garments and the cutting table with shears and swatches.',
    },
  },
  /** Open Graph / social card, 1200 × 630 JPEG: use `new URL(ART.socialCard.image.src, origin)` for og:image. */
  socialCard: {
    image: socialCard,
    alt: {
      es: 'El monograma del atelier junto a tres bocetos de vestidos de noche.',
      en: 'The atelier’s monogram beside three sketches of evening gowns.',
    },
  },
} as const satisfies Record<string, Artwork>;
