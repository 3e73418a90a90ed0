import { milestoneLabel, occasionLabel } from '@atelier/contracts';
import { longDate, longDateTime } from '@atelier/contracts/dates';
import type { MailBlock, MailModel, MailRow } from './model.ts';
import { fabricChosen, quoteSent } from './commission-words.ts';
import { FOOTER, KIND, action, capital, greeting, numbered, paragraph, yourNumbered } from './phrases.ts';
import type { Brand, MailContent, MailLang } from './types.ts';

/**
 * Every mail's words, in Spanish and English. The client's mails speak to her as the site
 * does (tú), kindly and briefly, say what happens next and lead to her page; the designer's
 * are notices: who, what, when, and the way into the admin.
 */

type Of<T extends MailContent['template']> = Extract<MailContent, { template: T }>;

/** The start of someone's words on one line, for a preheader; cut between characters, never inside one. */
function excerpt(text: string, length = 110): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= length ? flat : `${chars.slice(0, length).join('').trimEnd()}…`;
}

/** The occasion and its day, for the rows of a request. */
function occasionRows(occasion: string | null, occasionDate: string | null, lang: MailLang): MailRow[] {
  const rows: MailRow[] = [];
  if (occasion !== null) rows.push({ label: lang === 'es' ? 'Ocasión' : 'Occasion', value: occasionLabel(occasion, lang) });
  if (occasionDate !== null) rows.push({ label: lang === 'es' ? 'Fecha del evento' : 'Event date', value: longDate(occasionDate, lang) });
  return rows;
}

function photoRow(count: number, lang: MailLang): MailRow[] {
  if (count <= 0) return [];
  const value = lang === 'es' ? (count === 1 ? '1 foto de referencia' : `${count} fotos de referencia`) : count === 1 ? '1 reference photo' : `${count} reference photos`;
  return [{ label: lang === 'es' ? 'Fotos' : 'Photos', value }];
}

function requestReceived(c: Of<'request-received'>, lang: MailLang, brand: Brand): MailModel {
  const your = KIND[lang][c.requestType].your;
  const rows = [...occasionRows(c.occasion, c.occasionDate, lang), ...c.details, ...photoRow(c.photoCount, lang)];
  const details: MailBlock[] = rows.length > 0 ? [{ kind: 'details', title: lang === 'es' ? 'Lo que nos has enviado' : 'What you sent us', rows }] : [];
  if (lang === 'es') {
    return {
      subject: `Hemos recibido ${yourNumbered(c.requestType, c.requestNumber, lang)}`,
      preheader: `Gracias, ${c.fullName}. La diseñadora lo leerá personalmente y te escribirá muy pronto.`,
      eyebrow: numbered(c.requestType, c.requestNumber, lang),
      heading: `Gracias, ${c.fullName}.`,
      blocks: [
        paragraph(`Hemos recibido ${your} y ya está en manos de la diseñadora.`),
        paragraph('Lo leerá personalmente, con calma, y te escribirá muy pronto para contarte cómo seguimos. Mientras tanto, en tu página puedes volver a verlo cuando quieras.'),
        ...details,
      ],
      action: action(`Ver ${your}`, c.link, lang),
      footer: FOOTER.client.es(brand.siteName),
    };
  }
  return {
    subject: `We have received ${yourNumbered(c.requestType, c.requestNumber, lang)}`,
    preheader: `Thank you, ${c.fullName}. The designer will read it herself and write to you very soon.`,
    eyebrow: numbered(c.requestType, c.requestNumber, lang),
    heading: `Thank you, ${c.fullName}.`,
    blocks: [
      paragraph(`We have received ${your}, and it is now with the designer.`),
      paragraph('She will read it herself, unhurried, and write to you very soon about the next steps. In the meantime, your page keeps it for you to look at whenever you like.'),
      ...details,
    ],
    action: action(`View ${your}`, c.link, lang),
    footer: FOOTER.client.en(brand.siteName),
  };
}

function requestNew(c: Of<'request-new'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  const what = numbered(c.requestType, c.requestNumber, lang);
  const occasion = c.occasion === null ? null : occasionLabel(c.occasion, lang);
  const when = c.occasionDate === null ? null : longDate(c.occasionDate, lang);
  const about = [occasion, when].filter((part): part is string => part !== null).join(es ? ', el ' : ', on ');
  const client: MailRow[] = [
    { label: es ? 'Nombre' : 'Name', value: c.fullName },
    { label: es ? 'Correo' : 'Email', value: c.email, href: `mailto:${c.email}` },
    ...(c.phone === null ? [] : [{ label: es ? 'Teléfono' : 'Phone', value: c.phone, href: `tel:${c.phone.replace(/[^\d+]/g, '')}` }]),
  ];
  const request: MailRow[] = [...occasionRows(c.occasion, c.occasionDate, lang), ...c.details];
  return {
    subject: es ? `Nuevo ${KIND.es[c.requestType].noun} n.º ${c.requestNumber}: ${c.fullName}` : `New ${KIND.en[c.requestType].noun} no. ${c.requestNumber}: ${c.fullName}`,
    preheader: [c.fullName, about].filter((part) => part !== '').join(' · '),
    eyebrow: es ? `Nuevo ${KIND.es[c.requestType].noun}` : `New ${KIND.en[c.requestType].noun}`,
    heading: `${what} · ${c.fullName}`,
    blocks: [
      paragraph(es ? `Llegó el ${longDateTime(c.submittedAt, lang)}.` : `Received on ${longDateTime(c.submittedAt, lang)}.`),
      { kind: 'details', title: es ? 'Clienta' : 'Client', rows: client },
      ...(request.length > 0 ? [{ kind: 'details', title: capital(KIND[lang][c.requestType].noun), rows: request } satisfies MailBlock] : []),
    ],
    action: action(es ? 'Abrir en el panel' : 'Open in the admin', c.adminLink, lang),
    footer: FOOTER.staff[lang](brand.siteName),
  };
}

function contactNew(c: Of<'contact-new'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  return {
    subject: es ? `Mensaje de ${c.name}${c.subject ? `: ${c.subject}` : ''}` : `Message from ${c.name}${c.subject ? `: ${c.subject}` : ''}`,
    preheader: excerpt(c.message),
    eyebrow: es ? 'Mensaje de contacto' : 'Contact message',
    heading: c.subject ?? (es ? `Mensaje de ${c.name}` : `Message from ${c.name}`),
    blocks: [
      {
        kind: 'details',
        title: es ? 'De' : 'From',
        rows: [
          { label: es ? 'Nombre' : 'Name', value: c.name },
          { label: es ? 'Correo' : 'Email', value: c.email, href: `mailto:${c.email}` },
          { label: es ? 'Recibido' : 'Received', value: longDateTime(c.receivedAt, lang) },
        ],
      },
      { kind: 'message', title: es ? 'Mensaje' : 'Message', text: c.message },
    ],
    action: action(es ? 'Abrir en el panel' : 'Open in the admin', c.adminLink, lang),
    footer: FOOTER.staff[lang](brand.siteName),
  };
}

function requestVerdict(c: Of<'request-verdict'>, lang: MailLang, brand: Brand): MailModel {
  const your = KIND[lang][c.requestType].your;
  const eyebrow = numbered(c.requestType, c.requestNumber, lang);
  const numberedYour = yourNumbered(c.requestType, c.requestNumber, lang);
  const footer = FOOTER.client[lang](brand.siteName);
  if (lang === 'es') {
    const view = action(`Ver ${your}`, c.link, lang);
    return c.verdict === 'approved'
      ? {
          subject: `Buenas noticias sobre ${numberedYour}`,
          preheader: 'Nos encantará hacerlo realidad. Pronto te escribiremos para tu primera cita.',
          eyebrow,
          heading: `Buenas noticias, ${c.fullName}.`,
          blocks: [
            paragraph(`La diseñadora ha leído ${your} con atención y nos encantará hacerlo realidad.`),
            paragraph('Muy pronto te escribiremos para acordar tu primera cita en el atelier, donde hablaremos de tejidos, medidas y plazos. En tu página verás cada paso.'),
          ],
          action: view,
          footer,
        }
      : {
          subject: `Sobre ${numberedYour}`,
          preheader: 'Gracias por pensar en el atelier. Esta vez no podremos hacerlo.',
          eyebrow,
          heading: `Gracias, ${c.fullName}.`,
          blocks: [
            paragraph(`Hemos leído ${your} con mucho cuidado y sentimos de verdad no poder hacerlo esta vez.`),
            paragraph('Nunca es una decisión fácil: a veces el calendario o el taller no nos dejan dar a una pieza el tiempo que merece. Te agradecemos de corazón que pensaras en el atelier, y nos encantará leerte de nuevo cuando imagines otro vestido.'),
          ],
          action: view,
          footer,
        };
  }
  const view = action(`View ${your}`, c.link, lang);
  return c.verdict === 'approved'
    ? {
        subject: `Good news about ${numberedYour}`,
        preheader: 'We would love to make it. We will write to you soon about your first appointment.',
        eyebrow,
        heading: `Good news, ${c.fullName}.`,
        blocks: [
          paragraph(`The designer has read ${your} carefully, and we would love to make it.`),
          paragraph('We will write to you very soon to arrange your first appointment at the atelier, where we will talk through fabrics, measurements and timing. Your page will show you every step.'),
        ],
        action: view,
        footer,
      }
    : {
        subject: `About ${numberedYour}`,
        preheader: 'Thank you for thinking of the atelier. This time we are not able to take it on.',
        eyebrow,
        heading: `Thank you, ${c.fullName}.`,
        blocks: [
          paragraph(`We have read ${your} with great care, and we are truly sorry that this time we are not able to take it on.`),
          paragraph('It is never an easy decision: sometimes our calendar or our workroom cannot give a piece the time it deserves. Thank you, sincerely, for thinking of the atelier; we would be delighted to hear from you again whenever you imagine another dress.'),
        ],
        action: view,
        footer,
      };
}

function appointment(c: Of<'appointment'>, lang: MailLang, brand: Brand): MailModel {
  const label = milestoneLabel(c.milestone, lang);
  const day = longDate(c.date, lang);
  const cancelled = c.change === 'cancelled';
  const es = lang === 'es';
  const footer = FOOTER.client[lang](brand.siteName);
  const page = action(es ? 'Ir a tu página' : 'Go to your page', c.link, lang);
  const dateBlock = (note: string | null): MailBlock => ({ kind: 'date', overline: label, date: day, cancelled, note });
  const words = {
    es: {
      scheduled: {
        subject: `Tu cita: ${label}, ${day}`,
        heading: 'Te esperamos en el atelier.',
        lead: 'Hemos reservado este día para ti en el atelier:',
        after: 'Adjuntamos la cita para que la guardes en tu calendario. Si ese día no te viene bien, escríbenos desde tu página y buscaremos otro.',
        note: null,
      },
      rescheduled: {
        subject: `Nueva fecha para tu cita: ${label}, ${day}`,
        heading: 'Tu cita cambia de día.',
        lead: 'Esta es la nueva fecha de tu cita en el atelier:',
        after: 'La cita adjunta sustituye a la anterior en tu calendario. Si este día no te viene bien, escríbenos desde tu página.',
        note: 'Nueva fecha',
      },
      cancelled: {
        subject: `Cita cancelada: ${label}, ${day}`,
        heading: 'Hemos cancelado esta cita.',
        lead: 'Esta cita en el atelier ya no tendrá lugar:',
        after: 'Se quitará de tu calendario con el aviso adjunto. Te escribiremos para acordar un nuevo día, y en tu página tienes siempre tus citas al día.',
        note: 'Cancelada',
      },
    },
    en: {
      scheduled: {
        subject: `Your appointment: ${label}, ${day}`,
        heading: 'We look forward to seeing you.',
        lead: 'We have set this day aside for you at the atelier:',
        after: 'The appointment is attached so you can keep it in your calendar. If the day does not suit you, write to us from your page and we will find another.',
        note: null,
      },
      rescheduled: {
        subject: `New date for your appointment: ${label}, ${day}`,
        heading: 'Your appointment has moved.',
        lead: 'This is the new date of your appointment at the atelier:',
        after: 'The attached appointment replaces the earlier one in your calendar. If this day does not suit you, write to us from your page.',
        note: 'New date',
      },
      cancelled: {
        subject: `Appointment cancelled: ${label}, ${day}`,
        heading: 'This appointment is cancelled.',
        lead: 'This appointment at the atelier will no longer take place:',
        after: 'The attached notice removes it from your calendar. We will write to you to arrange a new day, and your page always shows your appointments as they stand.',
        note: 'Cancelled',
      },
    },
  }[lang][c.change];
  return {
    subject: words.subject,
    preheader: `${label} · ${day}`,
    eyebrow: es ? 'Tu cita' : 'Your appointment',
    heading: words.heading,
    blocks: [greeting(c.fullName, lang), paragraph(words.lead), dateBlock(words.note), paragraph(words.after)],
    action: page,
    footer,
  };
}

function atelierReply(c: Of<'atelier-reply'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  const numberedYour = yourNumbered(c.requestType, c.requestNumber, lang);
  return {
    subject: es ? `Un mensaje sobre ${numberedYour}` : `A message about ${numberedYour}`,
    preheader: excerpt(c.text),
    eyebrow: numbered(c.requestType, c.requestNumber, lang),
    heading: es ? 'Un mensaje del atelier.' : 'A message from the atelier.',
    blocks: [
      greeting(c.fullName, lang),
      paragraph(es ? `La diseñadora te ha escrito sobre ${KIND.es[c.requestType].your}:` : `The designer has written to you about ${KIND.en[c.requestType].your}:`),
      { kind: 'message', title: null, text: c.text },
      paragraph(es ? 'Puedes contestarle desde tu página, donde queda toda vuestra conversación.' : 'You can answer her from your page, which keeps your whole conversation.'),
    ],
    action: action(es ? 'Leer y responder' : 'Read and reply', c.link, lang),
    footer: FOOTER.client[lang](brand.siteName),
  };
}

function clientMessage(c: Of<'client-message'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  const what = numbered(c.requestType, c.requestNumber, lang);
  return {
    subject: es ? `Mensaje de ${c.fullName} sobre el ${KIND.es[c.requestType].noun} n.º ${c.requestNumber}` : `Message from ${c.fullName} about ${KIND.en[c.requestType].noun} no. ${c.requestNumber}`,
    preheader: excerpt(c.text),
    eyebrow: what,
    heading: es ? `Mensaje de ${c.fullName}` : `Message from ${c.fullName}`,
    blocks: [{ kind: 'message', title: es ? 'Escribe' : 'She writes', text: c.text }],
    action: action(es ? 'Responder en el panel' : 'Reply in the admin', c.adminLink, lang),
    footer: FOOTER.staff[lang](brand.siteName),
  };
}

function clientLink(c: Of<'client-link'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  const your = KIND[lang][c.requestType].your;
  return {
    subject: es ? `El enlace a ${yourNumbered(c.requestType, c.requestNumber, lang)}` : `The link to ${yourNumbered(c.requestType, c.requestNumber, lang)}`,
    preheader: es ? 'Tu página en el atelier: cada paso, tus citas y tus mensajes.' : 'Your page at the atelier: every step, your appointments and your messages.',
    eyebrow: numbered(c.requestType, c.requestNumber, lang),
    heading: es ? 'Tu página en el atelier.' : 'Your page at the atelier.',
    blocks: es
      ? [
          greeting(c.fullName, lang),
          paragraph(`Aquí tienes el enlace a tu página. Desde ella puedes seguir cada paso de ${your}, ver tus citas en el atelier y escribirnos cuando quieras.`),
          paragraph('El enlace es solo tuyo: te pedimos que no lo compartas.'),
        ]
      : [
          greeting(c.fullName, lang),
          paragraph(`Here is the link to your page. From it you can follow every step of ${your}, see your appointments at the atelier and write to us whenever you like.`),
          paragraph('The link is yours alone: please do not share it.'),
        ],
    action: action(es ? 'Abrir tu página' : 'Open your page', c.link, lang),
    footer: FOOTER.client[lang](brand.siteName),
  };
}

function test(c: Of<'test'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  const when = longDateTime(c.sentAt, lang);
  return {
    subject: es ? `Correo de prueba de ${brand.siteName}` : `Test email from ${brand.siteName}`,
    preheader: es ? 'Si lo estás leyendo, el envío de correo funciona.' : 'If you are reading this, sending mail works.',
    eyebrow: es ? 'Prueba' : 'Test',
    heading: es ? 'El correo funciona.' : 'Mail is working.',
    blocks: [paragraph(es ? `Este correo de prueba salió el ${when}. Si lo estás leyendo, el atelier puede escribir a sus clientas.` : `This test email was sent on ${when}. If you are reading it, the atelier can write to its clients.`)],
    action: null,
    footer: FOOTER.staff[lang](brand.siteName),
  };
}

/** The mail's parts for its content, in `lang`. */
export function mailModel(content: MailContent, lang: MailLang, brand: Brand): MailModel {
  switch (content.template) {
    case 'request-received':
      return requestReceived(content, lang, brand);
    case 'request-new':
      return requestNew(content, lang, brand);
    case 'contact-new':
      return contactNew(content, lang, brand);
    case 'request-verdict':
      return requestVerdict(content, lang, brand);
    case 'appointment':
      return appointment(content, lang, brand);
    case 'atelier-reply':
      return atelierReply(content, lang, brand);
    case 'client-message':
      return clientMessage(content, lang, brand);
    case 'client-link':
      return clientLink(content, lang, brand);
    case 'quote-sent':
      return quoteSent(content, lang, brand);
    case 'fabric-chosen':
      return fabricChosen(content, lang, brand);
    case 'test':
      return test(content, lang, brand);
  }
}
