import type { MailNoticeKey } from '@atelier/contracts';
import { pickAdminText } from '../../text.ts';

/** The Settings screen's Mail panel (docs/product.md#mail): the designer's notices, a test mail, and every mail's preview. */
export const MAIL_SETTINGS_TEXT = pickAdminText({
  es: {
    title: 'Correo',
    intro: 'Los avisos que te llegan por correo, una prueba de que el correo sale, y cada correo del atelier tal como lo reciben.',
    notices: {
      title: 'Avisos para ti',
      goesTo: (address: string) => `Llegan a ${address}, el correo de la información de contacto.`,
      noAddress: 'Todavía no has guardado el correo del atelier en la información de contacto: hasta entonces no te llega ningún aviso.',
      keys: {
        notifyNewRequest: { label: 'Nueva solicitud', hint: 'Cuando una clienta envía un pedido o un concepto.' },
        notifyContactMessage: { label: 'Mensaje de contacto', hint: 'Cuando alguien escribe desde el formulario de contacto.' },
        notifyClientMessage: { label: 'Mensaje de una clienta', hint: 'Cuando una clienta escribe desde la página de su solicitud.' },
      } satisfies Record<MailNoticeKey, { label: string; hint: string }>,
      on: (label: string) => `Aviso activado: ${label}`,
      off: (label: string) => `Aviso desactivado: ${label}`,
      failed: 'No se pudo guardar el aviso',
    },
    test: {
      title: 'Correo de prueba',
      text: 'Envía un correo corto al correo del atelier para comprobar que el correo sale y llega.',
      send: 'Enviar un correo de prueba',
      sending: 'Enviando…',
      adminOnly: 'Solo una cuenta de administración puede enviar un correo de prueba.',
      sent: (address: string) => `Correo de prueba en camino a ${address}.`,
      seeLog: 'Verlo en el registro de correos',
      failed: 'No se pudo enviar el correo de prueba',
    },
    previews: {
      title: 'Así son los correos',
      text: 'Cada correo del atelier con un contenido de ejemplo, en los dos idiomas en que se envía.',
      template: 'Correo',
      language: 'Idioma',
      languages: { es: 'Español', en: 'Inglés' },
    },
  },
  en: {
    title: 'Mail',
    intro: 'The notices you receive by mail, a test that mail goes out, and each of the atelier’s mails as it is received.',
    notices: {
      title: 'Notices to you',
      goesTo: (address: string) => `They go to ${address}, the email of the contact information.`,
      noAddress: 'You have not saved the atelier’s email in the contact information yet: until then no notice reaches you.',
      keys: {
        notifyNewRequest: { label: 'New request', hint: 'When a client sends a dress order or a concept.' },
        notifyContactMessage: { label: 'Contact message', hint: 'When someone writes through the contact form.' },
        notifyClientMessage: { label: "A client's message", hint: 'When a client writes from her request’s page.' },
      },
      on: (label: string) => `Notice switched on: ${label}`,
      off: (label: string) => `Notice switched off: ${label}`,
      failed: 'The notice could not be saved',
    },
    test: {
      title: 'Test mail',
      text: 'Sends a short mail to the atelier’s email, to check that mail goes out and arrives.',
      send: 'Send a test mail',
      sending: 'Sending…',
      adminOnly: 'Only an administrator can send a test mail.',
      sent: (address: string) => `Test mail on its way to ${address}.`,
      seeLog: 'See it in the mail log',
      failed: 'The test mail could not be sent',
    },
    previews: {
      title: 'What the mails look like',
      text: 'Each of the atelier’s mails with sample content, in both languages it is sent in.',
      template: 'Mail',
      language: 'Language',
      languages: { es: 'Spanish', en: 'English' },
    },
  },
});
