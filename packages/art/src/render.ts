import sharp from 'sharp';
import type { Detail } from './details.ts';
import type { Silhouette } from './figure/gown.ts';
import { paperBack, svgDocument, type Canvas } from './paper.ts';
import { GROUND_NAMES, INK, type Fabric, type Ground } from './palette.ts';
import { Rng } from './random.ts';
import { detail, flatLay, fullLength, lineUp, palette, type SceneChoices } from './scenes.ts';
import { Sheet } from './sheet.ts';
import { atelier, designer, hero, openGraph } from './site-scenes.ts';
import { paperTexture } from './texture.ts';

export const SCENES = ['full-length', 'line-up', 'detail', 'flat-lay', 'sketch-sheet', 'palette', 'hero', 'designer', 'atelier', 'open-graph'] as const;
export type Scene = (typeof SCENES)[number];

/** One artwork: what to draw, its seed, and its size in pixels. */
export interface ArtworkSpec {
  scene: Scene;
  seed: string;
  width: number;
  height: number;
  ground?: Ground;
  fabric?: Fabric;
  silhouette?: Silhouette;
  garment?: 'gown' | 'suit';
  detail?: Detail;
  format?: 'webp' | 'png' | 'jpeg';
}

/** Scenes are drawn on a canvas whose long side is 1600 units, whatever the output size. */
const LONG_SIDE = 1600;

function draw(scene: Scene, sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  switch (scene) {
    case 'full-length':
      return fullLength(sheet, canvas, choices);
    case 'line-up':
      return lineUp(sheet, canvas, choices, canvas.width > canvas.height * 1.2 ? 3 : 2);
    case 'detail':
      return detail(sheet, canvas, choices);
    case 'flat-lay':
      return flatLay(sheet, canvas, choices);
    case 'sketch-sheet':
      return flatLay(sheet, canvas, choices, true);
    case 'palette':
      return palette(sheet, canvas, choices);
    case 'hero':
      return hero(sheet, canvas, choices);
    case 'designer':
      return designer(sheet, canvas, choices);
    case 'atelier':
      return atelier(sheet, canvas, choices);
    case 'open-graph':
      return openGraph(sheet, canvas, choices);
  }
}

/** The artwork as an SVG document (without the paper grain, which sharp adds). */
export function artworkSvg(spec: ArtworkSpec): string {
  if (!Number.isInteger(spec.width) || !Number.isInteger(spec.height) || spec.width < 16 || spec.height < 16 || spec.width > 4096 || spec.height > 4096) {
    throw new Error(`renderArtwork: width and height must be whole numbers of pixels from 16 to 4096, got ${spec.width} × ${spec.height}`);
  }
  const rng = new Rng(`${spec.scene}:${spec.seed}`);
  const scale = LONG_SIDE / Math.max(spec.width, spec.height);
  const canvas = { width: Math.round(spec.width * scale), height: Math.round(spec.height * scale) };
  const sheet = new Sheet(rng.fork('drawing'), rng.chance(0.7) ? INK.sepia : INK.graphite);
  const ground = spec.ground ?? rng.pick(GROUND_NAMES);
  const body = draw(spec.scene, sheet, canvas, { fabric: spec.fabric, silhouette: spec.silhouette, garment: spec.garment, detail: spec.detail });
  return svgDocument(canvas, spec.width, spec.height, paperBack(canvas, ground, rng, sheet.defs.join('')) + body);
}

/** Renders an artwork to WebP (default), PNG or JPEG bytes. The same spec always gives the same image. */
export async function renderArtwork(spec: ArtworkSpec): Promise<Uint8Array> {
  const svg = artworkSvg(spec);
  const image = sharp(Buffer.from(svg)).composite(await paperTexture(spec.seed, spec.width, spec.height));
  const bytes =
    spec.format === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : spec.format === 'jpeg'
        ? await image.jpeg({ quality: 86, mozjpeg: true }).toBuffer()
        : await image.webp({ quality: 88, effort: 4 }).toBuffer();
  return new Uint8Array(bytes);
}
