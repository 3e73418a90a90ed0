import type { CollectionId, DemoCatalogue, DemoReview } from '@atelier/contracts';
import { renderArtwork, type ArtworkSpec } from './render.ts';

/** Gallery images are rendered 1600 px on the long side. */
const PORTRAIT = { width: 1200, height: 1600 } as const;
const LANDSCAPE = { width: 1600, height: 1200 } as const;

/** One demo piece as written here: always in a collection, always described in both languages, with its artwork's recipe. */
interface Entry {
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
  category: CollectionId;
  featured: boolean;
  art: Omit<ArtworkSpec, 'seed' | 'width' | 'height'> & { size: { width: number; height: number } };
}

const ENTRIES: Entry[] = [
  {
    title: 'Sirena de seda champán',
    description: 'Un corte sirena que abraza la silueta hasta la rodilla y se abre en godets de seda, con una cola que susurra al caminar.',
    titleEn: 'Champagne silk mermaid',
    descriptionEn: 'A mermaid cut that hugs the figure to the knee and opens into silk godets, with a train that whispers as she walks.',
    category: 'vestidos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'mermaid', fabric: 'champagne', ground: 'ivory' },
  },
  {
    title: 'Línea A en rosa empolvado',
    description: 'Falda de caída limpia y cuerpo ajustado en crepe rosa: la elegancia de lo sencillo, cosida a mano.',
    titleEn: 'A-line in powder pink',
    descriptionEn: 'A clean-falling skirt and a fitted bodice in pink crepe: the elegance of simplicity, sewn by hand.',
    category: 'vestidos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'a-line', fabric: 'blush', ground: 'blush' },
  },
  {
    title: 'Columna de noche azul medianoche',
    description: 'Una columna de crepe pesado, sin un adorno de más, que deja que el tejido hable por sí solo.',
    titleEn: 'Midnight-blue evening column',
    descriptionEn: 'A column of heavy crepe, without one ornament too many, that lets the fabric speak for itself.',
    category: 'vestidos',
    featured: false,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'column', fabric: 'midnight', ground: 'sand' },
  },
  {
    title: 'Hombros al aire en verde salvia',
    description: 'Escote bardot y falda fluida en gasa salvia, pensado para una tarde de verano entre olivos.',
    titleEn: 'Off-the-shoulder in sage green',
    descriptionEn: 'A bardot neckline and a flowing skirt in sage chiffon, made for a summer evening among the olive trees.',
    category: 'vestidos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'off-shoulder', fabric: 'sage', ground: 'ivory' },
  },
  {
    title: 'Boceto de novia con encaje',
    description: 'El primer boceto de un vestido de novia: encaje de Chantilly sobre tul, muestras prendidas junto al dibujo.',
    titleEn: 'Bridal sketch with lace',
    descriptionEn: 'The first sketch of a wedding dress: Chantilly lace over tulle, with swatches pinned beside the drawing.',
    category: 'conceptos',
    featured: true,
    art: { scene: 'sketch-sheet', size: LANDSCAPE, fabric: 'ivory', ground: 'sand' },
  },
  {
    title: 'Tres siluetas para una misma novia',
    description: 'Sirena, línea A o princesa: tres caminos dibujados para que ella eligiera el suyo.',
    titleEn: 'Three silhouettes for one bride',
    descriptionEn: 'Mermaid, A-line or princess: three paths drawn so that she could choose her own.',
    category: 'conceptos',
    featured: false,
    art: { scene: 'line-up', size: LANDSCAPE, garment: 'gown', ground: 'ivory' },
  },
  {
    title: 'Detalle de encaje festoneado',
    description: 'Flores de encaje unidas por una red finísima y un borde festoneado, aplicadas a mano una a una.',
    titleEn: 'Scalloped lace detail',
    descriptionEn: 'Lace flowers joined by the finest net and a scalloped edge, appliquéd by hand one by one.',
    category: 'conceptos',
    featured: false,
    art: { scene: 'detail', size: LANDSCAPE, detail: 'lace', fabric: 'blush', ground: 'blush' },
  },
  {
    title: 'Traje sastre gris perla',
    description: 'Chaqueta entallada de un botón y pantalón de pierna amplia, cortados sobre las medidas de su dueña.',
    titleEn: 'Pearl-grey tailored suit',
    descriptionEn: 'A fitted one-button jacket and wide-leg trousers, cut to the measurements of the woman who wears them.',
    category: 'trajes',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'suit', fabric: 'dove', ground: 'ivory' },
  },
  {
    title: 'Esmoquin con solapas de raso',
    description: 'Un esmoquin femenino en lana negra, con solapas de raso y un largo de chaqueta que estiliza.',
    titleEn: 'Tuxedo with satin lapels',
    descriptionEn: 'A women’s tuxedo in black wool, with satin lapels and a jacket length that lengthens the figure.',
    category: 'trajes',
    featured: false,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'suit', fabric: 'noir', ground: 'sand' },
  },
  {
    title: 'Botonadura forrada a mano',
    description: 'Botones forrados y ojales cosidos a mano: el detalle que distingue una chaqueta de sastrería.',
    titleEn: 'Hand-covered buttons',
    descriptionEn: 'Covered buttons and hand-sewn buttonholes: the detail that sets a tailored jacket apart.',
    category: 'trajes',
    featured: false,
    art: { scene: 'detail', size: LANDSCAPE, detail: 'buttons', fabric: 'midnight', ground: 'taupe' },
  },
  {
    title: 'Vestido de gala con falda princesa',
    description: 'Falda de volumen sobre capas de tul y cuerpo de escote corazón, creado para una gala benéfica.',
    titleEn: 'Gala gown with a princess skirt',
    descriptionEn: 'A full skirt over layers of tulle and a sweetheart bodice, created for a charity gala.',
    category: 'eventos',
    featured: true,
    art: { scene: 'full-length', size: PORTRAIT, garment: 'gown', silhouette: 'ball', fabric: 'gold', ground: 'taupe' },
  },
  {
    title: 'Bordado floral para una madrina',
    description: 'Ramas bordadas con hilo de seda y cuentas de cristal sobre el corpiño de una madrina de boda.',
    titleEn: 'Floral embroidery for a godmother',
    descriptionEn: 'Branches embroidered in silk thread and glass beads on the bodice of a wedding godmother’s dress.',
    category: 'eventos',
    featured: false,
    art: { scene: 'detail', size: PORTRAIT, detail: 'embroidery', fabric: 'ivory', ground: 'blush' },
  },
  {
    title: 'Mesa de corte antes de una boda',
    description: 'Muestras, tijeras y cinta métrica: la mesa del taller la víspera de entregar tres vestidos de invitada.',
    titleEn: 'The cutting table before a wedding',
    descriptionEn: 'Swatches, scissors and a tape measure: the workroom’s table on the eve of delivering three guest dresses.',
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
    contentEn:
      'I arrived with a photo and a lot of doubts, and left with the dress of my life. Every fitting was one more step towards something that was truly mine. On the wedding day I did not have to think about it for a second.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Marta Ruiz',
    content:
      'Encargué un traje para la graduación de mi hija y me sorprendió el cuidado en cada costura. Me escucharon, ajustaron el largo de la chaqueta dos veces y el resultado es impecable.',
    contentEn:
      'I ordered a suit for my daughter’s graduation and was surprised by the care in every seam. They listened to me, adjusted the length of the jacket twice and the result is impeccable.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Carmen Ortega',
    content:
      'Buscaba un vestido de gala que no se pareciera a ningún otro. El boceto ya me emocionó, y el vestido terminado superó al boceto. Volveré sin duda.',
    contentEn:
      'I was looking for a gala dress unlike any other. The sketch already moved me, and the finished dress surpassed the sketch. I will certainly be back.',
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
