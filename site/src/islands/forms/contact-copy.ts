import type { Lang } from '@atelier/contracts';

/** Labels of the home page's contact form. Validation messages live in @atelier/contracts. */
export const CONTACT_COPY = {
  es: {
    name: 'Nombre',
    email: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.com',
    subject: 'Asunto',
    subjectPlaceholder: 'Una prueba, un encargo, una pregunta…',
    message: 'Mensaje',
    messageHint: 'Cuéntanos en qué podemos ayudarte. Mínimo 10 caracteres.',
    optional: 'opcional',
    submit: 'Enviar mensaje',
    sending: 'Enviando...',
    privacy: 'Usaremos tus datos solo para responderte.',
    honeypot: 'No rellenes este campo',
  },
  en: {
    name: 'Name',
    email: 'Email',
    emailPlaceholder: 'name@example.com',
    subject: 'Subject',
    subjectPlaceholder: 'A fitting, a commission, a question…',
    message: 'Message',
    messageHint: 'Tell us how we can help. At least 10 characters.',
    optional: 'optional',
    submit: 'Send message',
    sending: 'Sending...',
    privacy: 'We use your details only to reply to you.',
    honeypot: 'Leave this field empty',
  },
} as const satisfies Record<Lang, Record<string, string>>;
