import { pickAdminText } from '../text.ts';

/** The commission's measurements section's words (docs/product.md#clients-and-measurements). */
export const COMMISSION_MEASUREMENTS_TEXT = pickAdminText({
  es: {
    title: 'Medidas',
    loading: 'Cargando las medidas…',
    loadFailed: 'No se pudieron cargar las medidas',
    madeTo: (day: string) => `Hecho con las medidas del ${day}.`,
    madeToSet: (set: string) => `Hecho con las medidas ${set}.`,
    noPin: 'Este encargo aún no está fijado a unas medidas.',
    toClient: 'Ver las medidas de la clienta',
  },
  en: {
    title: 'Measurements',
    loading: 'Loading the measurements…',
    loadFailed: 'The measurements could not be loaded',
    madeTo: (day: string) => `Made to the measurements of ${day}.`,
    madeToSet: (set: string) => `Made to measurement set ${set}.`,
    noPin: 'This commission is not pinned to a set of measurements yet.',
    toClient: "See the client's measurements",
  },
});
