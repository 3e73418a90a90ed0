/**
 * The site's artwork that pages rendered on demand show (the home hero, the designer, the
 * atelier, the social card) as responsive images (ADR 020): Astro's <Picture> only makes sizes
 * for prerendered pages, so these get the gallery's own variants (makeVariants: 480/960/1600 px
 * in AVIF and WebP) under content-hashed names in public/art/ (served immutable), and a
 * manifest of ResponsiveImage objects, src/assets/art/responsive.json, that pages import.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeVariants } from '@atelier/blobs';
import type { ResponsiveImage } from '@atelier/contracts';
import sharp from 'sharp';

/** Manifest name → drawn file in src/assets/art/. */
const RESPONSIVE_ART = { hero: 'hero.webp', designer: 'designer.webp', atelier: 'atelier.webp', og: 'og.jpg' } as const;

export async function responsiveArt(artDir: string, publicDir: string): Promise<void> {
  const outDir = join(publicDir, 'art');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const manifest: Record<string, ResponsiveImage> = {};
  for (const [name, file] of Object.entries(RESPONSIVE_ART)) {
    const bytes = readFileSync(join(artDir, file));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const extension = file.slice(file.lastIndexOf('.') + 1);
    const original = `${name}.${hash}.${extension}`;
    writeFileSync(join(outDir, original), bytes);
    const { width, height } = await sharp(bytes).metadata();
    // The social card is shown by other sites, whole: it needs no sizes.
    const made = name === 'og' ? [] : (await makeVariants(bytes)).variants;
    const variants = made.map((variant) => {
      const key = `${name}.${hash}.w${variant.width}.${variant.format}`;
      writeFileSync(join(outDir, key), variant.bytes);
      return { width: variant.width, format: variant.format, url: `/art/${key}` };
    });
    manifest[name] = { url: `/art/${original}`, width, height, variants };
  }
  writeFileSync(join(artDir, 'responsive.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
