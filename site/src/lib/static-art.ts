import type { ResponsiveImage } from '@atelier/contracts';
import manifest from '../assets/art/responsive.json';

/** The site's own artwork pages show (generated at build time: site/scripts/responsive-art.ts). */
export type StaticArtName = 'hero' | 'designer' | 'atelier' | 'og';

/**
 * Each artwork as <picture> needs it: hashed, immutable URLs under /art/, with AVIF and WebP
 * widths. The manifest is written from ResponsiveImage values (responsive-art.ts); JSON types
 * its `format` as a plain string, hence the assertion.
 */
export const STATIC_ART = manifest as Record<StaticArtName, ResponsiveImage>;
