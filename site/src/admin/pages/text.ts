import { pickAdminText } from '../text.ts';

/** The screens still being prepared. */
export const COMING_NEXT_TEXT = pickAdminText({
  es: {
    eyebrow: 'Próximamente',
    text: 'Esta sección del panel está en preparación. Mientras tanto, puedes volver al panel principal.',
    back: 'Volver al panel',
    titles: { gallery: 'Galería', categories: 'Categorías', reviews: 'Testimonios', settings: 'Ajustes del sitio' },
  },
  en: {
    eyebrow: 'Coming next',
    text: 'This part of the back office is being prepared. In the meantime, you can return to the dashboard.',
    back: 'Back to the dashboard',
    titles: { gallery: 'Gallery', categories: 'Categories', reviews: 'Testimonials', settings: 'Site settings' },
  },
});
