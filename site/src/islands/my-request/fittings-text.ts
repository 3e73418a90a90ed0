import type { Lang } from '@atelier/contracts';

/** Her fittings section's words (ADR 054), beside her page's own (my-request-text.ts). */
export const FITTINGS_TEXT = {
  es: {
    title: 'Tus pruebas',
    intro: 'Las fotos que el atelier ha querido compartir contigo de cada prueba.',
    noPhotos: 'El atelier todavía no ha compartido fotos de esta prueba.',
    photoAlt: (fitting: string, n: number, total: number) => `${fitting}: foto ${n} de ${total}`,
    openPhoto: 'Se abre a tamaño completo',
  },
  en: {
    title: 'Your fittings',
    intro: 'The photos of each fitting the atelier chose to share with you.',
    noPhotos: 'The atelier has not shared photos of this fitting yet.',
    photoAlt: (fitting: string, n: number, total: number) => `${fitting}: photo ${n} of ${total}`,
    openPhoto: 'Opens at full size',
  },
} as const satisfies Record<Lang, unknown>;
