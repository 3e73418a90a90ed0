import type { Lang } from './locale.ts';

/** The site shell's words (header, footer, back-to-home, home, 404) in each language. */
export const UI = {
  es: {
    brandTagline: 'Alta costura a medida',
    skipToContent: 'Saltar al contenido',
    navLabel: 'Principal',
    nav: {
      home: 'Inicio',
      gallery: 'Galería',
      orderDress: 'Encargar vestido',
      customConcept: 'Concepto propio',
      blog: 'Blog',
    },
    admin: 'Admin',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menu: 'Menú',
    switchLanguage: 'View in English',
    backToHome: 'Volver al inicio',
    notFound: {
      title: '404 · Página no encontrada · Atelier',
      lead: 'Esta página no existe o ha cambiado de dirección.',
      asked: 'Has pedido',
      hint: 'Revisa el enlace que te trajo aquí: puede que la página se haya movido.',
    },
    footer: {
      about: 'Vestidos de alta costura creados a mano, pieza a pieza, exclusivamente para quien los lleva.',
      explore: 'Explorar',
      visit: 'Visítanos',
      hours: 'Horario',
      instagram: 'Instagram',
      instagramLabel: 'Instagram del atelier (se abre en una pestaña nueva)',
      rights: 'Todos los derechos reservados.',
    },
  },
  en: {
    brandTagline: 'Made-to-measure couture',
    skipToContent: 'Skip to content',
    navLabel: 'Main',
    nav: {
      home: 'Home',
      gallery: 'Gallery',
      orderDress: 'Order a dress',
      customConcept: 'Custom concept',
      blog: 'Blog',
    },
    admin: 'Admin',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    switchLanguage: 'Ver en español',
    backToHome: 'Back to home',
    notFound: {
      title: '404 · Page not found · Atelier',
      lead: 'This page does not exist or has moved.',
      asked: 'You asked for',
      hint: 'Check the link that brought you here: the page may have moved.',
    },
    footer: {
      about: 'Haute couture dresses made by hand, piece by piece, exclusively for the woman who wears them.',
      explore: 'Explore',
      visit: 'Visit us',
      hours: 'Opening hours',
      instagram: 'Instagram',
      instagramLabel: "The atelier's Instagram (opens in a new tab)",
      rights: 'All rights reserved.',
    },
  },
} as const satisfies Record<Lang, unknown>;

/** The other language: the one the toggle leads to. */
export function otherLang(lang: Lang): Lang {
  return lang === 'es' ? 'en' : 'es';
}
