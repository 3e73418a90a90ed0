import type { Lang } from '@atelier/contracts';
import { ADMIN_LANG } from './lang.ts';

/** The words every admin screen shares: the header, loading, the unknown-path page. */
const es = {
  backOffice: 'Administración',
  sectionsLabel: 'Secciones de administración',
  sections: { dashboard: 'Panel', commissions: 'Encargos', commission: 'Encargo', inbox: 'Mensajes', mail: 'Correos', clients: 'Clientas', gallery: 'Galería', categories: 'Categorías', reviews: 'Testimonios', settings: 'Ajustes' },
  unreadMessages: (n: number) => (n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`),
  signedInAs: 'Sesión iniciada como',
  loading: 'Cargando…',
  loadFailed: 'No se pudieron cargar los datos',
  notFound: { title: 'Página no encontrada', text: 'Esta dirección no corresponde a ninguna sección del panel.', back: 'Volver al panel' },
  staleEdit: {
    title: 'Cambiado por otra persona',
    description: 'Otra persona ha cambiado esto mientras lo editabas; ya ves la versión nueva. Revísalo y vuelve a guardar.',
  },
};

type AdminText = typeof es;

const en: AdminText = {
  backOffice: 'Back office',
  sectionsLabel: 'Back office sections',
  sections: { dashboard: 'Dashboard', commissions: 'Commissions', commission: 'Commission', inbox: 'Inbox', mail: 'Mail', clients: 'Clients', gallery: 'Gallery', categories: 'Categories', reviews: 'Testimonials', settings: 'Settings' },
  unreadMessages: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  signedInAs: 'Signed in as',
  loading: 'Loading…',
  loadFailed: 'The data could not be loaded',
  notFound: { title: 'Page not found', text: 'This address does not match any part of the back office.', back: 'Back to the dashboard' },
  staleEdit: {
    title: 'Changed by someone else',
    description: 'Someone else changed this item; it has been reloaded. Check it and save again.',
  },
};

export const ADMIN_TEXT: Record<Lang, AdminText> = { es, en };

/** The words of the language the admin started in (lang.ts). */
export const T: AdminText = ADMIN_TEXT[ADMIN_LANG];

/**
 * A screen's own words, in the admin's language. Each screen keeps its text beside it
 * (dashboard/text.ts, requests/text.ts…); English must have every Spanish key.
 */
export function pickAdminText<Text>(texts: { es: Text; en: NoInfer<Text> }): Text {
  return texts[ADMIN_LANG];
}
