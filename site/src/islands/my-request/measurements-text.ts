import type { Lang } from '@atelier/contracts';

/** Her measurements section's words (docs/product.md#clients-and-measurements). */
export const MEASUREMENTS_TEXT = {
  es: {
    title: 'Tus medidas',
    intro: 'Si te resulta cómodo, toma tus medidas con una cinta métrica flexible, en ropa interior y sin apretar. Escribe solo las que tengas: el atelier las revisará contigo en la primera prueba.',
    lastSet: (day: string) => `Tus últimas medidas, del ${day}`,
    pending: 'Pendientes de revisar por el atelier',
    checked: 'Revisadas por el atelier',
    send: 'Enviar mis medidas',
    sendNew: 'Enviar medidas nuevas',
    sending: 'Enviando...',
    sent: 'Gracias: el atelier revisará tus medidas.',
    empty: 'Escribe al menos una medida.',
    failed: 'No hemos podido guardar tus medidas. Inténtalo de nuevo.',
  },
  en: {
    title: 'Your measurements',
    intro: 'If you like, take your measurements with a soft tape, in underwear and without pulling. Fill in only those you have: the atelier will check them with you at the first fitting.',
    lastSet: (day: string) => `Your latest measurements, from ${day}`,
    pending: 'Waiting for the atelier to check them',
    checked: 'Checked by the atelier',
    send: 'Send my measurements',
    sendNew: 'Send new measurements',
    sending: 'Sending...',
    sent: 'Thank you: the atelier will check your measurements.',
    empty: 'Fill in at least one measurement.',
    failed: 'We could not save your measurements. Please try again.',
  },
} satisfies Record<Lang, Record<string, string | ((day: string) => string)>>;
