import { pickAdminText } from '../text.ts';

/** The calendar feed card's words (docs/product.md#beyond-the-first-specification, "Calendar feed"). */
export const FEED_TEXT = pickAdminText({
  es: {
    title: 'Calendario en el móvil',
    intro: 'Suscríbete a esta dirección desde el calendario de tu teléfono para ver allí las citas y pruebas. No incluye el correo ni el teléfono de las clientas.',
    address: 'Dirección del calendario',
    none: 'Aún no hay dirección. Créala para suscribirte.',
    create: 'Crear dirección',
    copy: 'Copiar',
    copied: 'Dirección copiada',
    copyFailed: 'No se pudo copiar; selecciona la dirección y cópiala a mano.',
    regenerate: 'Generar una nueva',
    regenerateHint: 'Una dirección nueva deja sin acceso a la anterior: vuelve a suscribirte con la nueva.',
    regenerated: 'Nueva dirección creada',
    failed: 'No se pudo crear la dirección',
  },
  en: {
    title: 'Calendar on your phone',
    intro: "Subscribe to this address in your phone's calendar to see appointments and fittings there. It holds no client's email or phone.",
    address: 'Calendar address',
    none: 'No address yet. Create one to subscribe.',
    create: 'Create address',
    copy: 'Copy',
    copied: 'Address copied',
    copyFailed: 'Could not copy; select the address and copy it by hand.',
    regenerate: 'Generate a new one',
    regenerateHint: 'A new address shuts out the old one: subscribe again with the new one.',
    regenerated: 'New address created',
    failed: 'The address could not be created',
  },
});
