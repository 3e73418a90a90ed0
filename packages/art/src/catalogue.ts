import type { CollectionId, DemoCatalogue, DemoReview } from '@atelier/contracts';
import { renderArtwork, type ArtworkSpec } from './render.ts';

/** Gallery images are rendered 1600 px on the long side. */
const PORTRAIT = { width: 1200, height: 1600 } as const;
const LANDSCAPE = { width: 1600, height: 1200 } as const;

/** One demo piece as written here: always in a collection, always described, with its artwork's recipe. */
interface Entry {
  title: string;
  description: string;
  category: CollectionId;
  featured: boolean;
  art: Omit<ArtworkSpec, 'seed' | 'width' | 'height'> & { size: { width: number; height: number } };
}

const ENTRIES: Entry[] = [
  {
    title: 'Sirena de seda champán',
    description: 'Un corte sirena que abraza la silueta hasta la rodilla y se abre en godets de seda, con una cola que susurra al caminar.',
    category: 'vestidos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'mermaid', fabric: 'champagne', ground: 'ivory' },
  },
  {
    title: 'Línea A en rosa empolvado',
    description: 'Falda de caída limpia y cuerpo ajustado en crepe rosa: la elegancia de lo sencillo, cosida a mano.',
    category: 'vestidos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'a-line', fabric: 'blush', ground: 'blush' },
  },
  {
    title: 'Columna de noche azul medianoche',
    description: 'Una columna de crepe pesado, sin un adorno de más, que deja que el tejido hable por sí solo.',
    category: 'vestidos',
    featured: false,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'column', fabric: 'midnight', ground: 'sand' },
  },
  {
    title: 'Hombros al aire en verde salvia',
    description: 'Escote bardot y falda fluida en gasa salvia, pensado para una tarde de verano entre olivos.',
    category: 'vestidos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'off-shoulder', fabric: 'sage', ground: 'ivory' },
  },
  {
    title: 'Boceto de novia con encaje',
    description: 'El primer boceto de un vestido de novia: encaje de Chantilly sobre tul, muestras prendidas junto al dibujo.',
    category: 'conceptos',
    featured: true,
    art: { scene: 'sketch-sheet', size: LANDSCAPE, fabric: 'ivory', ground: 'sand' },
  },
  {
    title: 'Tres siluetas para una misma novia',
    description: 'Sirena, línea A o princesa: tres caminos dibujados para que ella eligiera el suyo.',
    category: 'conceptos',
    featured: false,
    art: { scene: 'line-up', size: LANDSCAPE, garment: 'gown', ground: 'ivory' },
  },
  {
    title: 'Detalle de encaje festoneado',
    description: 'Flores de encaje unidas por una red finísima y un borde festoneado, aplicadas a mano una a una.',
    category: 'conceptos',
    featured: false,
    art: { scene: 'detail', size: LANDSCAPE, detail: 'lace', fabric: 'blush', ground: 'blush' },
  },
  {
    title: 'Traje sastre gris perla',
    description: 'Chaqueta entallada de un botón y pantalón de pierna amplia, cortados sobre las medidas de su dueña.',
    category: 'trajes',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'suit', fabric: 'dove', ground: 'ivory' },
  },
  {
    title: 'Esmoquin con solapas de raso',
    description: 'Un esmoquin femenino en lana negra, con solapas de raso y un largo de chaqueta que estiliza.',
    category: 'trajes',
    featured: false,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'suit', fabric: 'noir', ground: 'sand' },
  },
  {
    title: 'Botonadura forrada a mano',
    description: 'Botones forrados y ojales cosidos a mano: el detalle que distingue una chaqueta de sastrería.',
    category: 'trajes',
    featured: false,
    art: { scene: 'detail', size: LANDSCAPE, detail: 'buttons', fabric: 'midnight', ground: 'taupe' },
  },
  {
    title: 'Vestido de gala con falda princesa',
    description: 'Falda de volumen sobre capas de tul y cuerpo de escote corazón, creado para una gala benéfica.',
    category: 'eventos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'ball', fabric: 'gold', ground: 'taupe' },
  },
  {
    title: 'Bordado floral para una madrina',
    description: 'Ramas bordadas con hilo de seda y cuentas de cristal sobre el corpiño de una madrina de boda.',
    category: 'eventos',
    featured: false,
    art: { scene: 'detail', size: PORTRAIT, detail: 'embroidery', fabric: 'ivory', ground: 'blush' },
  },
  {
    title: 'Mesa de corte antes de una boda',
    description: 'Muestras, tijeras y cinta métrica: la mesa del taller la víspera de entregar tres vestidos de invitada.',
    category: 'eventos',
    featured: false,
    art: { scene: 'flat-lay', size: LANDSCAPE, fabric: 'rose', ground: 'sand' },
  },
];

const REVIEWS: DemoReview[] = [
  {
    clientName: 'Lucía Fernández',
    content:
      'Llegué con una foto y muchas dudas, y salí con el vestido de mi vida. Cada prueba fue un paso más hacia algo que era mío de verdad. El día de la boda no tuve que pensar en él ni un segundo.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Marta Ruiz',
    content:
      'Encargué un traje para la graduación de mi hija y me sorprendió el cuidado en cada costura. Me escucharon, ajustaron el largo de la chaqueta dos veces y el resultado es impecable.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Carmen Ortega',
    content:
      'Buscaba un vestido de gala que no se pareciera a ningún otro. El boceto ya me emocionó, y el vestido terminado superó al boceto. Volveré sin duda.',
    rating: 5,
    featured: true,
  },
];

/**
 * The demo content seeded at first start: at least three items per collection (some featured) and three featured reviews.
 * Six pieces are featured: the home page's creations strip shows up to six, a full grid of three columns or two.
 */
export const DEMO_CATALOGUE: DemoCatalogue = {
  images: ENTRIES.map(({ art: { size, ...art }, ...item }, index) => ({
    ...item,
    render: () => renderArtwork({ ...art, ...size, seed: `demo-${index}-${item.title}` }),
  })),
  reviews: REVIEWS,
};
