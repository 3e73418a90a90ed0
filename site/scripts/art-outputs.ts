/**
 * What generate-art.ts writes, relative to site/: drawn at build time (ADR 017, ADR 041), so a
 * build's output and never its input (the build's freshness check skips them; .gitignore lists
 * them too).
 */

/** The favicon set: a 32 px PNG, the Apple touch icon and the web app manifest's icons, in public/. */
export const ICONS = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const;

export const ART_DIR = 'src/assets/art';
/** The display face with its lowercase acutes redrawn (fonts/). */
export const FONTS_DIR = 'src/assets/fonts';
/** The responsive sizes of the pictures pages rendered on demand show (responsive-art.ts). */
const RESPONSIVE_ART_DIR = 'public/art';

export const ART_OUTPUTS = [ART_DIR, FONTS_DIR, RESPONSIVE_ART_DIR, ...ICONS.map(({ file }) => `public/${file}`)];
