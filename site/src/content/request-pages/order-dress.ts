import type { Lang } from '@atelier/contracts';
import { BRAND_NAME } from '../../components/layout/brand.ts';

/** The words of the order dress page around its form (docs/product.md#order-and-concept-pages). */
export const ORDER_DRESS_PAGE = {
  es: {
    title: `Encarga tu vestido · ${BRAND_NAME}`,
    description: 'Encarga un vestido de alta costura hecho a medida y a mano, exclusivamente para ti y para tu ocasión.',
    eyebrow: 'Encargo a medida',
    heading: 'Encarga tu vestido',
    intro: [
      'Cada vestido empieza con una conversación. Cuéntanos para qué ocasión lo imaginas, cuándo lo necesitas y qué te gustaría sentir al llevarlo.',
      'La diseñadora leerá tu solicitud personalmente y se pondrá en contacto contigo para hablar de tejidos, silueta y pruebas. Si tienes una foto de referencia, añádela: nos ayuda a entenderte mejor.',
    ],
  },
  en: {
    title: `Order your dress · ${BRAND_NAME}`,
    description: 'Order a made-to-measure haute couture dress, made by hand exclusively for you and your occasion.',
    eyebrow: 'Made to measure',
    heading: 'Order your dress',
    intro: [
      'Every dress begins with a conversation. Tell us the occasion you have in mind, when you need it, and how you would like to feel wearing it.',
      'The designer reads every request personally and will get in touch to talk about fabrics, silhouette and fittings. If you have a reference photo, add it: it helps us understand you better.',
    ],
  },
} as const satisfies Record<Lang, RequestPageText>;

export interface RequestPageText {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: readonly string[];
}
