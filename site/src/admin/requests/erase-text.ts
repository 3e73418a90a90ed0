import { pickAdminText } from '../text.ts';

/** The words of an admin's erasure of a request's client data (docs/product.md#erasure). */
export const ERASE_TEXT = pickAdminText({
  es: {
    section: 'Datos de la clienta',
    intro: 'Borra el nombre, los datos de contacto, las descripciones y las fotos de esta solicitud, y su nombre y notas en el calendario.',
    erase: 'Borrar datos de la clienta',
    title: 'Borrar los datos de esta clienta',
    text: 'Se destruyen las claves de la solicitud y de sus citas: sus datos personales dejan de poder leerse, también en el historial, el calendario y las copias de seguridad. El estado y las fechas se conservan. No se puede deshacer.',
    word: 'BORRAR',
    label: (word: string) => `Escribe ${word} para confirmar`,
    confirm: 'Borrar para siempre',
    cancel: 'Cancelar',
    erasedNote: 'Los datos personales de esta clienta se han borrado. Queda constancia de la solicitud, su estado y sus fechas.',
    toasts: {
      erased: { title: 'Datos borrados', description: 'Los datos de la clienta ya no se pueden leer, tampoco en el calendario.' },
      failed: 'No se pudieron borrar los datos',
    },
  },
  en: {
    section: 'Client data',
    intro: "Erases this request's name, contact details, descriptions and photos, and the client's name and notes on the calendar.",
    erase: 'Erase client data',
    title: "Erase this client's data",
    text: "The keys of the request and of its appointments are destroyed: her personal data can no longer be read, in the history, the calendar and backups too. The status and dates remain. This cannot be undone.",
    word: 'ERASE',
    label: (word: string) => `Type ${word} to confirm`,
    confirm: 'Erase for good',
    cancel: 'Cancel',
    erasedNote: "This client's personal data has been erased. The record of the request, its status and dates remains.",
    toasts: {
      erased: { title: 'Data erased', description: "The client's data can no longer be read, on the calendar either." },
      failed: 'The data could not be erased',
    },
  },
});
