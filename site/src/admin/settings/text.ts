import { pickAdminText } from '../text.ts';

/** The settings screen's words (docs/product.md#settings, docs/product.md#messages). */
export const SETTINGS_TEXT = pickAdminText({
  es: {
    eyebrow: 'Ajustes del sitio',
    title: 'Los datos del atelier',
    intro: 'Lo que tus clientas ven en el pie de cada página y en la sección de contacto.',
    loadFailed: 'No se pudieron cargar los ajustes',
    contact: {
      title: 'Información de contacto',
      text: 'La dirección, el teléfono y el correo que aparecen en el pie de página y en la sección de contacto.',
    },
    social: {
      title: 'Perfil social',
      text: 'El enlace de Instagram del pie de página y de la sección de contacto.',
    },
    fields: {
      contactAddress: { label: 'Dirección', hint: undefined },
      contactPhone: { label: 'Teléfono', hint: 'Al menos 10 caracteres, con el prefijo si lo necesita.' },
      contactEmail: { label: 'Correo electrónico', hint: undefined },
      socialUrl: { label: 'Enlace del perfil', hint: 'La dirección completa, empezando por https://' },
    },
    save: 'Guardar cambios',
    saving: 'Guardando...',
    toasts: {
      updated: { title: 'Ajustes actualizados', description: 'Los cambios ya se ven en el sitio.' },
      unchanged: { title: 'Sin cambios', description: 'No había nada nuevo que guardar.' },
      failed: { title: 'Error al guardar los ajustes', description: 'No se pudieron guardar los ajustes' },
      fetchFailed: { title: 'No se pudieron cargar los ajustes', description: 'Vuelve a cargar la página para intentarlo de nuevo.' },
    },
  },
  en: {
    eyebrow: 'Site settings',
    title: "The atelier's details",
    intro: 'What your clients see at the foot of every page and in the contact section.',
    loadFailed: 'Failed to fetch settings',
    contact: {
      title: 'Contact Information',
      text: 'The address, phone and email shown in the footer and in the contact section.',
    },
    social: {
      title: 'Social profile',
      text: 'The Instagram link in the footer and in the contact section.',
    },
    fields: {
      contactAddress: { label: 'Address', hint: undefined },
      contactPhone: { label: 'Phone', hint: 'At least 10 characters, with the country code if needed.' },
      contactEmail: { label: 'Email', hint: undefined },
      socialUrl: { label: 'Profile link', hint: 'The full address, starting with https://' },
    },
    save: 'Save Changes',
    saving: 'Saving...',
    toasts: {
      updated: { title: 'Settings updated', description: 'The changes now show on the site.' },
      unchanged: { title: 'No changes', description: 'There was nothing new to save.' },
      failed: { title: 'Settings not saved', description: 'The settings could not be saved' },
      fetchFailed: { title: 'Failed to fetch settings', description: 'Reload the page to try again.' },
    },
  },
});
