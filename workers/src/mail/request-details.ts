import { occasionLabel, type Lang } from '@atelier/contracts';
import type { CustomConceptSubmittedData, DressOrderSubmittedData, PreferredContact } from '@atelier/domain';

/** The request forms' own labels (site/src/islands/forms/form-copy.ts), for what she sent, in the mail's language. */
const LABELS = {
  es: {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
    eventType: 'Tipo de evento',
    eventDate: 'Fecha del evento',
    driveLink: 'Enlace a tus imágenes',
    description: 'Describe tu vestido',
    preferredContact: 'Contacto preferido',
    conceptDescription: 'Describe tu concepto',
    inspirations: 'Inspiraciones',
    additionalComments: 'Comentarios adicionales',
  },
  en: {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    eventType: 'Event type',
    eventDate: 'Event date',
    driveLink: 'Link to your images',
    description: 'Describe your dress',
    preferredContact: 'Preferred contact',
    conceptDescription: 'Describe your concept',
    inspirations: 'Inspirations',
    additionalComments: 'Additional comments',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const PREFERRED_CONTACT_LABELS: Record<PreferredContact, Record<Lang, string>> = {
  email: { es: 'Por correo electrónico', en: 'By email' },
  phone: { es: 'Por teléfono', en: 'By phone' },
  text: { es: 'Por mensaje de texto', en: 'By text message' },
};

type Field = keyof (typeof LABELS)['es'];

/** A request's submission, by its kind. */
export type Submission = { requestType: 'dress'; data: DressOrderSubmittedData } | { requestType: 'concept'; data: CustomConceptSubmittedData };

/** What she sent, field by field in the form's order, the ones she left empty left out (her photos are not here). */
export function requestDetails(submission: Submission, lang: Lang): { label: string; value: string }[] {
  const values: [Field, string | null | undefined][] =
    submission.requestType === 'dress'
      ? [
          ['fullName', submission.data.fullName],
          ['email', submission.data.email],
          ['phone', submission.data.phone],
          ['address', submission.data.address],
          ['eventType', occasionLabel(submission.data.eventType, lang)],
          ['eventDate', submission.data.eventDate],
          ['driveLink', submission.data.driveLink],
          ['description', submission.data.description],
        ]
      : [
          ['fullName', submission.data.fullName],
          ['email', submission.data.email],
          ['phone', submission.data.phone],
          ['preferredContact', PREFERRED_CONTACT_LABELS[submission.data.preferredContact]?.[lang] ?? submission.data.preferredContact],
          ['driveLink', submission.data.driveLink],
          ['conceptDescription', submission.data.conceptDescription],
          ['inspirations', submission.data.inspirations],
          ['additionalComments', submission.data.additionalComments],
        ];
  return values.filter((entry): entry is [Field, string] => typeof entry[1] === 'string' && entry[1].trim() !== '').map(([field, value]) => ({ label: LABELS[lang][field], value }));
}
