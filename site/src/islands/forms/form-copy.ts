import type { Lang, PreferredContact } from '@atelier/contracts';

/** Labels, hints and placeholders of the two request forms. Validation messages live in @atelier/contracts. */
const es = {
  optional: 'opcional',
  sections: {
    personal: 'Información personal',
    personalIntro: 'Para poder responderte y coordinar tu cita en el atelier.',
    dress: 'Detalles del vestido',
    dressIntro: 'Cuéntanos la ocasión y cómo imaginas tu vestido.',
    concept: 'Tu concepto',
    conceptIntro: 'Describe la idea con tus propias palabras; no hace falta ningún conocimiento técnico.',
    images: 'Imágenes de referencia',
    image: 'Imagen de referencia',
  },
  fullName: { label: 'Nombre completo' },
  email: { label: 'Correo electrónico', placeholder: 'nombre@ejemplo.com' },
  phone: { label: 'Teléfono', placeholder: '+34 600 123 456' },
  address: { label: 'Dirección', placeholder: 'Calle, número, ciudad' },
  eventType: { label: 'Tipo de evento', placeholder: 'Elige una ocasión' },
  eventDate: { label: 'Fecha del evento' },
  driveLink: {
    label: 'Enlace a tus imágenes',
    hint: 'Si tienes una carpeta en Google Drive, Dropbox o similar, pega aquí el enlace.',
    placeholder: 'https://drive.google.com/…',
  },
  description: {
    label: 'Describe tu vestido',
    hint: 'Silueta, tejidos, colores, largo, escote… todo lo que ya sepas. Mínimo 20 caracteres.',
  },
  conceptDescription: {
    label: 'Describe tu concepto',
    hint: 'La historia, la sensación o la imagen que quieres transmitir. Mínimo 20 caracteres.',
  },
  inspirations: { label: 'Inspiraciones', hint: 'Épocas, artistas, lugares, películas o diseñadores que te inspiran.' },
  additionalComments: { label: 'Comentarios adicionales', hint: 'Presupuesto orientativo, plazos o cualquier otra cosa que debamos saber.' },
  preferredContact: {
    legend: '¿Cómo prefieres que te contactemos?',
    options: { email: 'Por correo electrónico', phone: 'Por teléfono', text: 'Por mensaje de texto' } satisfies Record<PreferredContact, string>,
  },
  orderSubmit: 'Enviar pedido',
  conceptSubmit: 'Enviar concepto',
  submitting: 'Enviando...',
  privacy: 'Usaremos tus datos solo para responder a tu solicitud. Tus fotos son privadas y solo las ve el equipo del atelier.',
  picker: {
    dropOne: 'Arrastra aquí una foto de referencia o pulsa para elegirla',
    tapOne: 'Pulsa para elegir una foto de referencia',
    chosenOne: 'Foto elegida · arrastra otra aquí o pulsa para cambiarla',
    chosenOnePhone: 'Foto elegida · pulsa para cambiarla',
    dropMany: 'Arrastra aquí tus fotos de referencia o pulsa para elegirlas',
    limitsOne: 'Una imagen · JPG, PNG, WebP… · hasta {mb} MB',
    limitsMany: 'Hasta {max} imágenes · JPG, PNG, WebP… · {mb} MB cada una',
    remove: 'Quitar {name}',
    selected: '{count} de {max} imágenes seleccionadas',
  },
} as const;

/** The Spanish copy's shape, with every text widened to string so English can differ. */
type FormCopy = DeepString<typeof es>;
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

const en: FormCopy = {
  optional: 'optional',
  sections: {
    personal: 'Personal Information',
    personalIntro: 'So we can reply to you and arrange your visit to the atelier.',
    dress: 'Dress Details',
    dressIntro: 'Tell us about the occasion and how you picture your dress.',
    concept: 'Your concept',
    conceptIntro: 'Describe the idea in your own words; no technical knowledge needed.',
    images: 'Reference images',
    image: 'Reference image',
  },
  fullName: { label: 'Full name' },
  email: { label: 'Email', placeholder: 'name@example.com' },
  phone: { label: 'Phone', placeholder: '+34 600 123 456' },
  address: { label: 'Address', placeholder: 'Street, number, city' },
  eventType: { label: 'Event type', placeholder: 'Choose an occasion' },
  eventDate: { label: 'Event date' },
  driveLink: {
    label: 'Link to your images',
    hint: 'If you keep a folder on Google Drive, Dropbox or similar, paste the link here.',
    placeholder: 'https://drive.google.com/…',
  },
  description: {
    label: 'Describe your dress',
    hint: 'Silhouette, fabrics, colours, length, neckline… anything you already know. At least 20 characters.',
  },
  conceptDescription: {
    label: 'Describe your concept',
    hint: 'The story, the feeling or the image you want to convey. At least 20 characters.',
  },
  inspirations: { label: 'Inspirations', hint: 'Eras, artists, places, films or designers that inspire you.' },
  additionalComments: { label: 'Additional comments', hint: 'A rough budget, timing or anything else we should know.' },
  preferredContact: {
    legend: 'How would you like us to contact you?',
    options: { email: 'By email', phone: 'By phone', text: 'By text message' },
  },
  orderSubmit: 'Submit order',
  conceptSubmit: 'Submit concept',
  submitting: 'Submitting...',
  privacy: 'We use your details only to answer your request. Your photos are private and seen only by the atelier team.',
  picker: {
    dropOne: 'Drag a reference photo here, or browse to choose one',
    tapOne: 'Tap to choose a reference photo',
    chosenOne: 'Photo chosen · drop another here, or browse to change it',
    chosenOnePhone: 'Photo chosen · tap to change it',
    dropMany: 'Drag your reference photos here, or browse to choose them',
    limitsOne: 'One image · JPG, PNG, WebP… · up to {mb} MB',
    limitsMany: 'Up to {max} images · JPG, PNG, WebP… · {mb} MB each',
    remove: 'Remove {name}',
    selected: '{count} of {max} images selected',
  },
};

export const FORM_COPY: Record<Lang, FormCopy> = { es, en };
export type { FormCopy };

/** Fills `{name}` placeholders in a copy string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
