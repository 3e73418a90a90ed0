import type { ResponsiveImage } from '@atelier/contracts';
import manifest from '../assets/art/responsive.json';

/** The site's own artwork pages show (generated at build time: site/scripts/static-art.ts). */
export type StaticArtName = 'hero' | 'designer' | 'atelier' | 'og';

/** Each artwork as <picture> needs it: hashed, immutable URLs under /art/, with AVIF and WebP widths. */
export const STATIC_ART: Record<StaticArtName, ResponsiveImage> = manifest;
