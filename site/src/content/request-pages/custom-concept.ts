import type { Lang } from '@atelier/contracts';
import { BRAND_NAME } from '../../components/layout/brand.ts';
import type { RequestPageText } from './order-dress.ts';

export interface ProcessStep {
  title: string;
  text: string;
}

interface CustomConceptPageText extends RequestPageText {
  processHeading: string;
  processIntro: string;
  /** The six steps of the work (docs/product.md#order-and-concept-pages), in order. */
  steps: readonly ProcessStep[];
  formHeading: string;
  formIntro: string;
}

/** The words of the custom concept page around its form (docs/product.md#order-and-concept-pages). */
export const CUSTOM_CONCEPT_PAGE = {
  es: {
    title: `Crea tu concepto · ${BRAND_NAME}`,
    description: 'Comparte tu idea y la convertiremos en una pieza única de alta costura, diseñada desde cero contigo.',
    eyebrow: 'Diseño desde cero',
    heading: 'Crea tu propio concepto',
    intro: [
      '¿Tienes una idea que no se parece a nada que hayas visto? Aquí empieza. Un recuerdo, un color, una época, un boceto en una servilleta: cualquier punto de partida es bueno.',
      'Juntas daremos forma a tu visión hasta convertirla en una pieza única, pensada y cosida solo para ti.',
    ],
    processHeading: 'Cómo trabajamos',
    processIntro: 'Del primer mensaje a la entrega, te acompañamos en cada paso.',
    steps: [
      { title: 'Envía tu concepto', text: 'Cuéntanos tu idea con este formulario y, si quieres, añade imágenes que te inspiren.' },
      { title: 'Revisión del equipo', text: 'La diseñadora y su equipo estudian tu propuesta con calma y te responden personalmente.' },
      { title: 'Consulta de diseño', text: 'Nos reunimos contigo para hablar de la ocasión, el estilo, los tiempos y el presupuesto.' },
      { title: 'Bocetos y selección de tejidos', text: 'Dibujamos los primeros bocetos y eliges los tejidos con las muestras en la mano.' },
      { title: 'Pruebas y ajustes', text: 'En cada prueba ajustamos la pieza a tu cuerpo hasta que sienta exactamente como debe.' },
      { title: 'Entrega final', text: 'Recoges tu pieza terminada, lista para el momento para el que fue creada.' },
    ],
    formHeading: 'Cuéntanos tu idea',
    formIntro: 'Cuanto más nos cuentes, mejor podremos prepararnos para nuestra primera conversación.',
  },
  en: {
    title: `Create your concept · ${BRAND_NAME}`,
    description: 'Share your idea and we will turn it into a one-of-a-kind couture piece, designed from scratch with you.',
    eyebrow: 'Designed from scratch',
    heading: 'Create your own concept',
    intro: [
      'Do you have an idea unlike anything you have seen? This is where it begins. A memory, a colour, an era, a sketch on a napkin: any starting point will do.',
      'Together we will shape your vision into a unique piece, conceived and sewn for you alone.',
    ],
    processHeading: 'How we work',
    processIntro: 'From your first message to the final delivery, we are with you at every step.',
    steps: [
      { title: 'Submit your concept', text: 'Tell us your idea with this form and, if you like, add images that inspire you.' },
      { title: 'Team review', text: 'The designer and her team study your proposal carefully and reply to you personally.' },
      { title: 'Design consultation', text: 'We meet to talk about the occasion, the style, the timing and the budget.' },
      { title: 'Sketches and fabric selection', text: 'We draw the first sketches and you choose the fabrics with the swatches in your hands.' },
      { title: 'Fittings and adjustments', text: 'At every fitting we shape the piece to your body until it feels exactly right.' },
      { title: 'Final delivery', text: 'You collect your finished piece, ready for the moment it was made for.' },
    ],
    formHeading: 'Tell us your idea',
    formIntro: 'The more you tell us, the better we can prepare for our first conversation.',
  },
} as const satisfies Record<Lang, CustomConceptPageText>;
