/**
 * Draws the site's own pictures before `astro build` / `astro dev` (ADR 017): the home hero,
 * the designer, the atelier, the social card and one image per blog article, into
 * src/assets/art/ (where Astro's <Picture> makes their AVIF/WebP sizes), and the favicon set
 * from public/favicon.svg into public/; the pictures pages rendered on demand show get their
 * responsive variants in public/art/ (responsive-art.ts). First, the display face with its
 * lowercase acutes redrawn (fonts/, ADR 041) into src/assets/fonts/. Nothing is downloaded. A
 * stamp of the generator's sources skips the work when nothing changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderArtwork, type ArtworkSpec } from '@atelier/art';
import sharp from 'sharp';
import { ART_DIR, FONTS_DIR, ICONS } from './art-outputs.ts';
import { writeDisplayFonts } from './fonts/display-fonts.ts';
import { responsiveArt } from './responsive-art.ts';
import { SITE_ART } from './site-art.ts';

const site = fileURLToPath(new URL('..', import.meta.url));
const artDir = join(site, ART_DIR);
const publicDir = join(site, 'public');
const artSources = fileURLToPath(new URL('../../packages/art/src', import.meta.url));

function stamp(): string {
  const hash = createHash('sha256');
  const files = readdirSync(artSources, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(artSources.length)).update(readFileSync(file));
  hash.update(JSON.stringify(SITE_ART)).update(readFileSync(join(publicDir, 'favicon.svg')));
  return hash.digest('hex');
}

async function icons(): Promise<void> {
  const svg = readFileSync(join(publicDir, 'favicon.svg'));
  for (const { file, size } of ICONS) {
    // The Apple touch icon is shown on an opaque tile: paper behind the round mark.
    const image = sharp(svg, { density: Math.ceil((72 * size) / 40) }).resize(size, size);
    const flat = file === 'apple-touch-icon.png' ? image.flatten({ background: '#f8f4ee' }) : image;
    await flat.png({ compressionLevel: 9 }).toFile(join(publicDir, file));
  }
}

async function main(): Promise<void> {
  writeDisplayFonts(join(site, FONTS_DIR));
  const stampFile = join(artDir, '.stamp');
  const expected = stamp();
  const outputs = [
    ...Object.keys(SITE_ART).map((name) => join(artDir, name)),
    ...ICONS.map(({ file }) => join(publicDir, file)),
    join(artDir, 'responsive.json'),
  ];
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === expected && outputs.every((file) => existsSync(file))) {
    console.log('art: up to date');
    return;
  }
  mkdirSync(artDir, { recursive: true });
  const started = Date.now();
  // sharp runs each drawing on libuv's thread pool: started together they use every core.
  await Promise.all([
    ...(Object.entries(SITE_ART) as Array<[string, ArtworkSpec]>).map(async ([name, spec]) => writeFileSync(join(artDir, name), await renderArtwork(spec))),
    icons(),
  ]);
  await responsiveArt(artDir, publicDir);
  writeFileSync(stampFile, expected);
  console.log(`art: drew ${Object.keys(SITE_ART).length} pictures and ${ICONS.length} icons in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
