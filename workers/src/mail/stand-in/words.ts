import type { Lang } from '@atelier/contracts';
import type { Brand, MailContent } from './content.ts';

/** A mail before its layout: a subject, paragraphs, the facts it lists, the one link it leads to. */
export interface MailWords {
  subject: string;
  paragraphs: string[];
  facts: { label: string; value: string }[];
  action: { label: string; href: string } | null;
  /** Shown as written, in its own block: a message of the thread or from the contact form. */
  quote: string | null;
}

const KIND = { dress: { es: 'pedido', en: 'order' }, concept: { es: 'concepto', en: 'concept' } } as const;

/** "12 de enero de 2027" / "12 January 2027" from yyyy-MM-dd, read as a calendar day. */
export function dayText(date: string, lang: Lang): string {
  const day = new Date(`${date}T12:00:00.000Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** An instant as the atelier in Madrid reads it. */
export function momentText(instant: string, lang: Lang): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(moment);
}

const es = (content: MailContent, brand: Brand): MailWords => {
  const none = { facts: [], action: null, quote: null };
  switch (content.template) {
    case 'request-received':
      return {
        subject: `Hemos recibido tu ${KIND[content.requestType].es} n.º ${content.requestNumber}`,
        paragraphs: [
          `Hola, ${content.fullName}:`,
          `Gracias por escribir a ${brand.siteName}. Esto es lo que nos enviaste${content.photoCount > 0 ? ` (y ${content.photoCount} ${content.photoCount === 1 ? 'foto' : 'fotos'} de referencia)` : ''}.`,
          'La diseñadora lo leerá con calma y te responderá pronto. Desde tu página puedes seguir tu solicitud y escribirnos.',
        ],
        facts: content.details,
        action: { label: 'Ver mi solicitud', href: content.link },
        quote: null,
      };
    case 'request-new':
      return {
        subject: `Nuevo ${KIND[content.requestType].es} n.º ${content.requestNumber}: ${content.fullName}`,
        paragraphs: [`${content.fullName} (${content.email}${content.phone ? `, ${content.phone}` : ''}) ha enviado una solicitud el ${momentText(content.submittedAt, 'es')}.`],
        facts: content.details,
        action: { label: 'Abrir en el panel', href: content.adminLink },
        quote: null,
      };
    case 'contact-new':
      return {
        subject: `Mensaje de ${content.name}${content.subject ? `: ${content.subject}` : ''}`,
        paragraphs: [`${content.name} (${content.email}) escribió el ${momentText(content.receivedAt, 'es')}. Responde a este correo para contestarle.`],
        facts: [],
        action: { label: 'Abrir los mensajes', href: content.adminLink },
        quote: content.message,
      };
    case 'request-verdict':
      return {
        subject: content.verdict === 'approved' ? `Tu ${KIND[content.requestType].es} n.º ${content.requestNumber} ha sido aceptado` : `Sobre tu ${KIND[content.requestType].es} n.º ${content.requestNumber}`,
        paragraphs: [
          `Hola, ${content.fullName}:`,
          content.verdict === 'approved'
            ? 'Nos encantará hacerlo realidad. Te escribiremos para concertar la primera cita.'
            : 'Lo sentimos: esta vez no podemos aceptarlo. Gracias por pensar en nosotros.',
        ],
        facts: [],
        action: { label: 'Ver mi solicitud', href: content.link },
        quote: null,
      };
    case 'appointment': {
      const what = { scheduled: 'Tienes una cita', rescheduled: 'Tu cita ha cambiado', cancelled: 'Tu cita se ha cancelado' }[content.change];
      return {
        subject: `${what}: ${content.milestone}, ${dayText(content.date, 'es')}`,
        paragraphs: [`Hola, ${content.fullName}:`, content.change === 'cancelled' ? `Hemos cancelado tu cita (${content.milestone}).` : `${content.milestone}: te esperamos el ${dayText(content.date, 'es')}. La invitación va adjunta para tu calendario.`],
        facts: [],
        action: { label: 'Ver mi solicitud', href: content.link },
        quote: null,
      };
    }
    case 'atelier-reply':
      return { subject: `Mensaje del atelier sobre tu ${KIND[content.requestType].es} n.º ${content.requestNumber}`, paragraphs: [`Hola, ${content.fullName}:`], facts: [], action: { label: 'Responder desde mi página', href: content.link }, quote: content.text };
    case 'client-message':
      return { subject: `${content.fullName} escribe sobre su ${KIND[content.requestType].es} n.º ${content.requestNumber}`, paragraphs: [], facts: [], action: { label: 'Abrir en el panel', href: content.adminLink }, quote: content.text };
    case 'client-link':
      return { subject: `Tu enlace a tu ${KIND[content.requestType].es} n.º ${content.requestNumber}`, paragraphs: [`Hola, ${content.fullName}:`, 'Aquí tienes un enlace nuevo a tu página. Vale 60 días.'], facts: [], action: { label: 'Abrir mi página', href: content.link }, quote: null };
    case 'test':
      return { subject: `Correo de prueba de ${brand.siteName}`, paragraphs: [`Si lees esto, el correo funciona. Enviado el ${momentText(content.sentAt, 'es')}.`], ...none };
  }
};

const en = (content: MailContent, brand: Brand): MailWords => {
  const none = { facts: [], action: null, quote: null };
  switch (content.template) {
    case 'request-received':
      return {
        subject: `We have received your ${KIND[content.requestType].en} no. ${content.requestNumber}`,
        paragraphs: [
          `Dear ${content.fullName},`,
          `Thank you for writing to ${brand.siteName}. This is what you sent us${content.photoCount > 0 ? ` (and ${content.photoCount} reference ${content.photoCount === 1 ? 'photo' : 'photos'})` : ''}.`,
          'The designer will read it carefully and reply soon. Your page lets you follow your request and write to us.',
        ],
        facts: content.details,
        action: { label: 'See my request', href: content.link },
        quote: null,
      };
    case 'request-new':
      return {
        subject: `New ${KIND[content.requestType].en} no. ${content.requestNumber}: ${content.fullName}`,
        paragraphs: [`${content.fullName} (${content.email}${content.phone ? `, ${content.phone}` : ''}) sent a request on ${momentText(content.submittedAt, 'en')}.`],
        facts: content.details,
        action: { label: 'Open in the back office', href: content.adminLink },
        quote: null,
      };
    case 'contact-new':
      return {
        subject: `Message from ${content.name}${content.subject ? `: ${content.subject}` : ''}`,
        paragraphs: [`${content.name} (${content.email}) wrote on ${momentText(content.receivedAt, 'en')}. Reply to this mail to answer.`],
        facts: [],
        action: { label: 'Open the inbox', href: content.adminLink },
        quote: content.message,
      };
    case 'request-verdict':
      return {
        subject: content.verdict === 'approved' ? `Your ${KIND[content.requestType].en} no. ${content.requestNumber} is accepted` : `About your ${KIND[content.requestType].en} no. ${content.requestNumber}`,
        paragraphs: [
          `Dear ${content.fullName},`,
          content.verdict === 'approved' ? 'We would love to make it. We will write to arrange your first appointment.' : 'We are sorry: this time we cannot take it on. Thank you for thinking of us.',
        ],
        facts: [],
        action: { label: 'See my request', href: content.link },
        quote: null,
      };
    case 'appointment': {
      const what = { scheduled: 'Your appointment', rescheduled: 'Your appointment has changed', cancelled: 'Your appointment is cancelled' }[content.change];
      return {
        subject: `${what}: ${content.milestone}, ${dayText(content.date, 'en')}`,
        paragraphs: [`Dear ${content.fullName},`, content.change === 'cancelled' ? `We have cancelled your appointment (${content.milestone}).` : `${content.milestone}: we look forward to seeing you on ${dayText(content.date, 'en')}. The invitation for your calendar is attached.`],
        facts: [],
        action: { label: 'See my request', href: content.link },
        quote: null,
      };
    }
    case 'atelier-reply':
      return { subject: `A message from the atelier about your ${KIND[content.requestType].en} no. ${content.requestNumber}`, paragraphs: [`Dear ${content.fullName},`], facts: [], action: { label: 'Reply from my page', href: content.link }, quote: content.text };
    case 'client-message':
      return { subject: `${content.fullName} writes about ${KIND[content.requestType].en} no. ${content.requestNumber}`, paragraphs: [], facts: [], action: { label: 'Open in the back office', href: content.adminLink }, quote: content.text };
    case 'client-link':
      return { subject: `Your link to your ${KIND[content.requestType].en} no. ${content.requestNumber}`, paragraphs: [`Dear ${content.fullName},`, 'Here is a new link to your page. It lasts 60 days.'], facts: [], action: { label: 'Open my page', href: content.link }, quote: null };
    case 'test':
      return { subject: `Test mail from ${brand.siteName}`, paragraphs: [`If you can read this, mail works. Sent on ${momentText(content.sentAt, 'en')}.`], ...none };
  }
};

/** The stand-in's words for each template, in Spanish or English. */
export const mailWords = (content: MailContent, lang: Lang, brand: Brand): MailWords => (lang === 'en' ? en : es)(content, brand);
