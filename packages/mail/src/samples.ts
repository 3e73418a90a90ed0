import type { MailContent, MailLang, MailTemplate } from './types.ts';

/**
 * Sample content for each template, for the preview and the tests: realistic, in the
 * reader's language, about no real person (docs/decisions/044-mail-templates.md).
 */

const CLIENT = 'Lucía Ferrer Ortega';
const REQUEST_NUMBER = 12;

const DETAILS: Record<MailLang, { label: string; value: string }[]> = {
  es: [
    { label: 'Teléfono', value: '+34 600 123 456' },
    { label: 'Describe tu vestido', value: 'Un vestido largo de crepé de seda color marfil, con la espalda descubierta y mangas de tul bordado.\nMe gustaría poder bailar con él toda la noche.' },
    { label: 'Enlace a tus imágenes', value: 'https://drive.example/carpetas/referencias-vestido-lucia-ferrer-ortega-boda-2027' },
  ],
  en: [
    { label: 'Phone', value: '+34 600 123 456' },
    { label: 'Describe your dress', value: 'A long ivory silk crêpe dress with an open back and sleeves of embroidered tulle.\nI would love to be able to dance in it all night.' },
    { label: 'Link to your images', value: 'https://drive.example/folders/dress-references-lucia-ferrer-ortega-wedding-2027' },
  ],
};

const REPLY: Record<MailLang, string> = {
  es: 'Hola, Lucía:\n\nHe estado pensando en tu vestido. Para la espalda te propongo un escote en pico suave que caiga hasta la cintura; lo veremos sobre el toile en la primera prueba.\n\nUn abrazo,\nValeria',
  en: 'Dear Lucía,\n\nI have been thinking about your dress. For the back I suggest a soft V that falls to the waist; we will see it on the toile at your first fitting.\n\nWarmly,\nValeria',
};

const CLIENT_TEXT: Record<MailLang, string> = {
  es: '¡Me encanta la idea!\n¿Podríamos probar también una versión con la manga un poco más corta?',
  en: 'I love the idea!\nCould we also try a version with a slightly shorter sleeve?',
};

export function sampleContent(template: MailTemplate, lang: MailLang, origin: string): MailContent {
  // Addresses of the shape the outbox gives: her page behind a token, a screen of the admin.
  const link = `${origin}${lang === 'es' ? '/mi-pedido' : '/en/my-request'}#t=preview`;
  const adminLink = `${origin}/admin?request=dress-${REQUEST_NUMBER}`;
  switch (template) {
    case 'request-received':
      return { template, requestType: 'dress', requestNumber: REQUEST_NUMBER, fullName: CLIENT, occasion: 'wedding', occasionDate: '2027-06-19', details: DETAILS[lang], photoCount: 3, link };
    case 'request-new':
      return {
        template,
        requestType: 'dress',
        requestNumber: REQUEST_NUMBER,
        fullName: CLIENT,
        email: 'lucia.ferrer@example.com',
        phone: '+34 600 123 456',
        occasion: 'wedding',
        occasionDate: '2027-06-19',
        submittedAt: '2027-03-13T09:32:00.000Z',
        details: DETAILS[lang].slice(1),
        adminLink,
      };
    case 'contact-new':
      return {
        template,
        name: 'Marta Soler',
        email: 'marta.soler@example.com',
        subject: lang === 'es' ? 'Vestido de madrina' : 'A dress for the mother of the bride',
        message:
          lang === 'es'
            ? 'Buenas tardes:\n\nMi hija se casa en septiembre y me gustaría un vestido de madrina en tonos empolvados. ¿Tenéis cita libre en abril?\n\nGracias,\nMarta'
            : 'Good afternoon,\n\nMy daughter is getting married in September and I would like a dress in powder tones. Do you have an appointment free in April?\n\nThank you,\nMarta',
        receivedAt: '2027-03-14T17:05:00.000Z',
        adminLink: `${origin}/admin/inbox`,
      };
    case 'request-verdict':
      return { template, requestType: 'dress', requestNumber: REQUEST_NUMBER, fullName: CLIENT, verdict: 'approved', link };
    case 'appointment':
      return {
        template,
        change: 'scheduled',
        fullName: CLIENT,
        milestone: 'First Fitting',
        date: '2027-04-17',
        calendar: { uid: `calendar-event-31@${new URL(origin).host}`, sequence: 0, stamp: '2027-03-20T10:15:00.000Z' },
        link,
      };
    case 'atelier-reply':
      return { template, fullName: CLIENT, requestType: 'dress', requestNumber: REQUEST_NUMBER, text: REPLY[lang], link };
    case 'client-message':
      return { template, fullName: CLIENT, requestType: 'dress', requestNumber: REQUEST_NUMBER, text: CLIENT_TEXT[lang], adminLink };
    case 'client-link':
      return { template, fullName: CLIENT, requestType: 'concept', requestNumber: 7, link };
    case 'quote-sent':
      return {
        template,
        fullName: CLIENT,
        requestType: 'dress',
        requestNumber: REQUEST_NUMBER,
        quote: 1,
        lines:
          lang === 'es'
            ? [
                { label: 'Diseño y patronaje', amountCents: 45_000 },
                { label: 'Tejido: crepé de seda marfil', amountCents: 38_000 },
                { label: 'Confección y pruebas', amountCents: 95_000 },
              ]
            : [
                { label: 'Design and pattern', amountCents: 45_000 },
                { label: 'Fabric: ivory silk crêpe', amountCents: 38_000 },
                { label: 'Making and fittings', amountCents: 95_000 },
              ],
        totalCents: 178_000,
        depositPercent: 50,
        depositCents: 89_000,
        validUntil: '2027-04-30',
        link,
      };
    case 'fabric-chosen':
      return {
        template,
        fullName: CLIENT,
        requestType: 'dress',
        requestNumber: REQUEST_NUMBER,
        fabricName: lang === 'es' ? 'Crepé de seda marfil' : 'Ivory silk crêpe',
        composition: lang === 'es' ? '100 % seda' : '100% silk',
        supplier: 'Tejidos Gómez',
        adminLink: `${origin}/admin/commissions/dress-${REQUEST_NUMBER}`,
      };
    case 'test':
      return { template, sentAt: '2027-03-15T08:00:00.000Z' };
  }
}
