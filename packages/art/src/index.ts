export { renderArtwork, artworkSvg, SCENES, type ArtworkSpec, type Scene } from './render.ts';
export { DEMO_CATALOGUE } from './catalogue.ts';
export { GROUND_NAMES, FABRIC_NAMES, type Ground, type Fabric } from './palette.ts';
export { SILHOUETTES, type Silhouette } from './figure/gown.ts';
export { DETAILS, type Detail } from './details.ts';
