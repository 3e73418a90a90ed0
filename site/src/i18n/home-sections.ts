import type { Lang } from './locale.ts';

/** The words of the home page's designer block, services, creations and reviews, in each language. */
export const HOME_SECTIONS = {
  es: {
    designer: {
      eyebrow: 'La diseñadora',
      name: 'Valeria Montes',
      text: 'Formada en patronaje y alta costura, Valeria dibuja cada vestido a partir de una conversación con quien lo va a llevar. Acompaña personalmente cada prueba, del primer toile al último dobladillo.',
      learnMore: 'Conoce el atelier',
    },
    services: {
      eyebrow: 'Servicios',
      title: 'Dos caminos hacia tu vestido',
      order: {
        title: 'Vestido a medida',
        text: 'Cuéntanos la ocasión, la fecha y tus medidas: diseñamos y confeccionamos un vestido pensado para ese día.',
        cta: 'Encargar ahora',
      },
      concept: {
        title: 'Tu propio concepto',
        text: '¿Ya lo imaginas? Comparte tu idea, tus referencias y tus bocetos, y lo llevaremos juntas del papel a la tela.',
        cta: 'Empezar a crear',
      },
    },
    creations: {
      eyebrow: 'Creaciones',
      title: 'Piezas recientes del atelier',
      all: 'Ver todas las colecciones',
      featured: 'Destacado',
    },
    reviews: {
      eyebrow: 'Testimonios',
      title: 'Lo que dicen nuestras clientas',
      error: 'Error al cargar testimonios',
      rating: (stars: number) => `${stars} de 5 estrellas`,
    },
  },
  en: {
    designer: {
      eyebrow: 'The designer',
      name: 'Valeria Montes',
      text: 'Trained in pattern cutting and haute couture, Valeria draws every dress from a conversation with the woman who will wear it. She attends each fitting herself, from the first toile to the last hem.',
      learnMore: 'Get to know the atelier',
    },
    services: {
      eyebrow: 'Services',
      title: 'Two ways to your dress',
      order: {
        title: 'Made-to-measure dress',
        text: 'Tell us the occasion, the date and your measurements: we design and sew a dress made for that day.',
        cta: 'Order now',
      },
      concept: {
        title: 'Your own concept',
        text: 'Already picturing it? Share your idea, your references and your sketches, and together we take it from paper to fabric.',
        cta: 'Start creating',
      },
    },
    creations: {
      eyebrow: 'Creations',
      title: 'Recent pieces from the atelier',
      all: 'See all collections',
      featured: 'Featured',
    },
    reviews: {
      eyebrow: 'Testimonials',
      title: 'What our clients say',
      error: 'Error loading testimonials',
      rating: (stars: number) => `${stars} out of 5 stars`,
    },
  },
} as const satisfies Record<Lang, unknown>;

/** The three built-in testimonials (Spanish, five stars; docs/product.md#home), shown while no review is featured. */
export const SAMPLE_REVIEWS = [
  {
    id: -1,
    clientName: 'Lucía Fernández',
    content: 'Mi vestido de novia fue exactamente como lo había soñado. Cada prueba fue un placer y el resultado, perfecto hasta el último detalle.',
    rating: 5,
    contentLang: 'es',
  },
  {
    id: -2,
    clientName: 'Carmen Ruiz',
    content: 'Encargué un vestido para una gala y no pude estar más feliz. La atención al detalle y la calidad de los tejidos son excepcionales.',
    rating: 5,
    contentLang: 'es',
  },
  {
    id: -3,
    clientName: 'Isabel Moreno',
    content: 'Llevé mi propio boceto y lo convirtieron en una pieza única. Un trato cercano y profesional de principio a fin.',
    rating: 5,
    contentLang: 'es',
  },
] as const;
