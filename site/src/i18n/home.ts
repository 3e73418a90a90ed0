import type { Lang } from './locale.ts';

/** The home page's words in each language. */
export const HOME = {
  es: {
    title: 'Atelier · Diseño de moda y alta costura a medida',
    description:
      'Vestidos de alta costura diseñados y confeccionados a mano, exclusivamente para ti: encarga tu vestido a medida o comparte tu propio concepto con el atelier.',
    eyebrow: 'Alta costura · Hecho a medida',
    headline: 'Vestidos que solo existen',
    headlineAccent: 'para ti',
    tagline:
      'Cada pieza nace de una conversación: tus medidas, tu historia, tu momento. La diseñamos y la cosemos a mano, exclusivamente para quien la va a llevar.',
    orderDress: 'Encargar un vestido',
    customConcept: 'Crear tu concepto',
    scrollDown: 'Descubrir el atelier',
    about: {
      eyebrow: 'El atelier',
      title: 'Un oficio lento, hecho con las manos',
      intro:
        'Trabajamos como se ha hecho siempre en la alta costura: pocas clientas, muchas pruebas y el tiempo que cada vestido necesita. Desde el primer boceto hasta la última puntada, tu pieza pasa por las mismas manos.',
      signature: 'Diseño, patronaje y confección en un mismo taller.',
      philosophyTitle: 'Nuestra filosofía',
      principles: [
        {
          title: 'Artesanía y detalle',
          text: 'Costuras a mano, acabados invisibles y tejidos escogidos uno a uno: lo que no se ve también se cuida.',
        },
        {
          title: 'Piezas únicas, hechas para ti',
          text: 'Nada se repite. Cada patrón se dibuja sobre tus medidas y se ajusta en cada prueba hasta que el vestido es tuyo.',
        },
        {
          title: 'Prácticas sostenibles y éticas',
          text: 'Producimos solo lo que se encarga, trabajamos con proveedores cercanos y aprovechamos cada retal.',
        },
      ],
    },
    contact: {
      eyebrow: 'Escríbenos',
      title: 'Contacto',
      blurb:
        'Cada vestido empieza con una conversación. Escríbenos para pedir cita en el atelier, preguntar por un encargo o contarnos tu idea: la diseñadora responde personalmente.',
      reach: 'Escríbenos o llámanos',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      follow: 'Síguenos',
      social: 'Instagram',
      socialLabel: 'Instagram del atelier (se abre en una pestaña nueva)',
      formTitle: 'Envíanos un mensaje',
    },
  },
  en: {
    title: 'Atelier · Fashion design and made-to-measure couture',
    description:
      'Haute couture dresses designed and sewn by hand, exclusively for you: order your made-to-measure dress or share your own concept with the atelier.',
    eyebrow: 'Haute couture · Made to measure',
    headline: 'Dresses made',
    headlineAccent: 'for you alone',
    tagline:
      'Every piece begins with a conversation: your measurements, your story, your moment. We design it and sew it by hand, exclusively for the woman who will wear it.',
    orderDress: 'Order a dress',
    customConcept: 'Create your concept',
    scrollDown: 'Discover the atelier',
    about: {
      eyebrow: 'The atelier',
      title: 'A slow craft, made by hand',
      intro:
        'We work the way haute couture always has: few clients, many fittings and all the time each dress needs. From the first sketch to the last stitch, your piece stays in the same hands.',
      signature: 'Design, pattern cutting and sewing under one roof.',
      philosophyTitle: 'Our philosophy',
      principles: [
        {
          title: 'Craftsmanship and detail',
          text: 'Hand-finished seams, invisible closures and fabrics chosen one by one: what no one sees is cared for too.',
        },
        {
          title: 'Unique pieces, tailored to you',
          text: 'Nothing is repeated. Every pattern is drawn from your measurements and refined at each fitting until the dress is yours.',
        },
        {
          title: 'Sustainable and ethical practices',
          text: 'We make only what is ordered, work with nearby suppliers and put every offcut to use.',
        },
      ],
    },
    contact: {
      eyebrow: 'Get in touch',
      title: 'Contact Us',
      blurb:
        'Every dress begins with a conversation. Write to book a visit to the atelier, ask about a commission or share your idea: the designer replies personally.',
      reach: 'Write or call us',
      phone: 'Phone',
      email: 'Email',
      follow: 'Follow us',
      social: 'Instagram',
      socialLabel: "The atelier's Instagram (opens in a new tab)",
      formTitle: 'Send us a message',
    },
  },
} as const satisfies Record<Lang, unknown>;
