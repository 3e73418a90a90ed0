import { pickAdminText } from '../text.ts';

/** The dashboard's words (docs/product.md#dashboard). */
export const DASHBOARD_TEXT = pickAdminText({
  es: {
    eyebrow: 'Panel de administración',
    title: 'El taller, de un vistazo',
    intro: 'Revisa las solicitudes de tus clientas y organiza las citas del atelier.',
    logout: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión...',
    tilesLabel: 'Gestión del sitio',
    tiles: {
      gallery: { title: 'Galería', text: 'Sube, destaca u oculta las imágenes de tus creaciones.' },
      settings: { title: 'Ajustes del sitio', text: 'Dirección, teléfono y correo que aparecen en el pie de página.' },
      reviews: { title: 'Testimonios', text: 'Añade y edita las opiniones de tus clientas.' },
    },
    tabsLabel: 'Solicitudes y calendario',
    requestsTab: 'Solicitudes',
    calendarTab: 'Calendario',
  },
  en: {
    eyebrow: 'Admin dashboard',
    title: 'The atelier at a glance',
    intro: "Review your clients' requests and organise the atelier's appointments.",
    logout: 'Log out',
    loggingOut: 'Logging out...',
    tilesLabel: 'Site management',
    tiles: {
      gallery: { title: 'Gallery', text: 'Upload, feature or hide the images of your creations.' },
      settings: { title: 'Site settings', text: 'Address, phone and email shown in the footer.' },
      reviews: { title: 'Testimonials', text: "Add and edit your clients' reviews." },
    },
    tabsLabel: 'Requests and calendar',
    requestsTab: 'Requests',
    calendarTab: 'Calendar',
  },
});
