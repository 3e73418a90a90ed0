import type { ArtworkSpec } from '@atelier/art';

/**
 * The site's pictures, by file name in src/assets/art/. src/lib/art.ts imports them by these
 * names; the seeds fix each drawing, so every build draws the same pictures.
 */
export const SITE_ART = {
  'hero.webp': { scene: 'hero', seed: 'home-hero', width: 2400, height: 1350, ground: 'taupe', fabric: 'champagne' },
  'designer.webp': { scene: 'designer', seed: 'designer', width: 1200, height: 1500, ground: 'ivory', fabric: 'noir' },
  'atelier.webp': { scene: 'atelier', seed: 'atelier', width: 1600, height: 1200, ground: 'sand', fabric: 'blush' },
  'og.jpg': { scene: 'open-graph', seed: 'social-card', width: 1200, height: 630, ground: 'blush', format: 'jpeg' },
  'blog-tendencias-vestidos-noche.webp': { scene: 'line-up', seed: 'blog-evening', width: 1600, height: 1000, ground: 'blush', garment: 'gown', silhouette: 'mermaid', fabric: 'burgundy' },
  'blog-elegir-tejido-perfecto.webp': { scene: 'flat-lay', seed: 'blog-fabric', width: 1600, height: 1000, ground: 'sand', fabric: 'champagne' },
  'blog-colores-temporada.webp': { scene: 'palette', seed: 'blog-colours', width: 1600, height: 1000, ground: 'ivory' },
  'blog-disenos-personalizados.webp': { scene: 'sketch-sheet', seed: 'blog-custom', width: 1600, height: 1000, ground: 'taupe', fabric: 'ivory' },
} as const satisfies Record<string, ArtworkSpec>;
