import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, renderMail, sampleContent, type Brand, type MailContent, type MailLang, type MailTemplate } from './index.ts';

const brand: Brand = { siteName: 'Atelier', origin: 'https://atelier.example' };
const LANGS: readonly MailLang[] = ['es', 'en'];
const sample = (template: MailTemplate, lang: MailLang) => sampleContent(template, lang, brand.origin);

/** A word each subject must have in its own language and must not have in the other. */
const SUBJECT_WORDS: Record<MailTemplate, Record<MailLang, string>> = {
  'request-received': { es: 'Hemos recibido tu pedido', en: 'We have received your order' },
  'request-new': { es: 'Nuevo pedido', en: 'New order' },
  'contact-new': { es: 'Mensaje de', en: 'Message from' },
  'request-verdict': { es: 'Buenas noticias', en: 'Good news' },
  appointment: { es: 'Tu cita', en: 'Your appointment' },
  'atelier-reply': { es: 'Un mensaje sobre tu pedido', en: 'A message about your order' },
  'client-message': { es: 'sobre el pedido', en: 'about order' },
  'client-link': { es: 'El enlace a tu concepto', en: 'The link to your concept' },
  'quote-sent': { es: 'Tu presupuesto para tu pedido', en: 'Your quote for your order' },
  'fabric-chosen': { es: 'ha elegido tejido', en: 'has chosen a fabric' },
  test: { es: 'Correo de prueba', en: 'Test email' },
};

/** The address a mail leads to: her page, or the admin's screen. */
function linkOf(content: MailContent): string | null {
  if ('link' in content) return content.link;
  if ('adminLink' in content) return content.adminLink;
  return null;
}

describe('renderMail, every template in both languages', () => {
  for (const template of MAIL_TEMPLATES) {
    for (const lang of LANGS) {
      const other: MailLang = lang === 'es' ? 'en' : 'es';
      it(`${template} in ${lang}: subject, html with its lang, text with its link and details`, async () => {
        const content = sample(template, lang);
        expect(content.template).toBe(template);
        const mail = await renderMail(content, lang, brand);

        expect(mail.subject).toContain(SUBJECT_WORDS[template][lang]);
        expect(mail.subject).not.toContain(SUBJECT_WORDS[template][other]);
        expect(mail.subject).not.toMatch(/\n/);
        expect(mail.html).toMatch(/^<!DOCTYPE html/);
        expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
        expect(mail.html).toContain(`<title>${mail.subject}</title>`);
        expect(mail.text.length).toBeGreaterThan(80);
        expect(mail.text).not.toMatch(/<[a-z]/i);

        const link = linkOf(content);
        if (link !== null) {
          expect(mail.text).toContain(`\n${link}\n`);
          expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
        }
        if ('details' in content) {
          for (const detail of content.details) expect(mail.text).toContain(`${detail.label}: ${detail.value}`);
        }
        if (template === 'appointment') expect(mail.calendar).toBeDefined();
        else expect(mail.calendar).toBeUndefined();
      });
    }
  }
});

describe('renderMail, what each mail says', () => {
  it('names the occasion and its day in her language, long form, and counts her photos', async () => {
    const es = await renderMail(sample('request-received', 'es'), 'es', brand);
    const en = await renderMail(sample('request-received', 'en'), 'en', brand);
    expect(es.text).toContain('Ocasión: Boda');
    expect(es.text).toContain('Fecha del evento: sábado, 19 de junio de 2027');
    expect(es.text).toContain('3 fotos de referencia');
    expect(en.text).toContain('Occasion: Wedding');
    expect(en.text).toContain('Event date: Saturday, 19 June 2027');
    expect(en.text).toContain('3 reference photos');
  });

  it('gives the designer who, what and when: her email and phone as links, the time in the atelier', async () => {
    const mail = await renderMail(sample('request-new', 'es'), 'es', brand);
    expect(mail.html).toContain('href="mailto:lucia.ferrer@example.com"');
    expect(mail.html).toContain('href="tel:+34600123456"');
    // 09:32 UTC on 13 March is 10:32 in Madrid (winter time).
    expect(mail.text).toContain('Llegó el sábado, 13 de marzo de 2027, a las 10:32.');
  });

  it('names the sender of a contact message in its subject, with or without a subject of hers', async () => {
    const content = sample('contact-new', 'en');
    if (content.template !== 'contact-new') throw new Error('not a contact message');
    expect((await renderMail(content, 'en', brand)).subject).toBe('Message from Marta Soler: A dress for the mother of the bride');
    expect((await renderMail({ ...content, subject: null }, 'es', brand)).subject).toBe('Mensaje de Marta Soler');
  });

  it('words a denied verdict gently, and differently from an approval', async () => {
    const approved = sample('request-verdict', 'es');
    if (approved.template !== 'request-verdict') throw new Error('not a verdict');
    const denied = await renderMail({ ...approved, verdict: 'denied' }, 'es', brand);
    expect(denied.subject).toBe('Sobre tu pedido n.º 12');
    expect(denied.text).toContain('sentimos de verdad no poder hacerlo esta vez');
    expect(denied.text).not.toContain('Buenas noticias');
    const deniedEn = await renderMail({ ...approved, verdict: 'denied' }, 'en', brand);
    expect(deniedEn.subject).toBe('About your order no. 12');
  });

  it('speaks of a concept as a concept', async () => {
    const content = sample('request-received', 'es');
    if (content.template !== 'request-received') throw new Error('not a received request');
    const mail = await renderMail({ ...content, requestType: 'concept', requestNumber: 4 }, 'es', brand);
    expect(mail.subject).toBe('Hemos recibido tu concepto n.º 4');
    expect(mail.text).toContain('Ver tu concepto');
  });

  it('names the milestone of an appointment in her language', async () => {
    expect((await renderMail(sample('appointment', 'es'), 'es', brand)).subject).toBe('Tu cita: Primera prueba, sábado, 17 de abril de 2027');
    expect((await renderMail(sample('appointment', 'en'), 'en', brand)).subject).toBe('Your appointment: First Fitting, Saturday, 17 April 2027');
  });
});

describe('renderMail, her own words', () => {
  const attack = '<script>alert("hola & adiós")</script>';

  it('escapes them in the HTML and keeps them whole in the text', async () => {
    const content: MailContent = {
      template: 'request-received',
      requestType: 'dress',
      requestNumber: 3,
      fullName: `Ana ${attack}`,
      occasion: 'gala',
      occasionDate: null,
      details: [{ label: 'Describe tu vestido', value: `Rojo ${attack}` }],
      photoCount: 0,
      link: 'https://atelier.example/solicitud/abc',
    };
    const mail = await renderMail(content, 'es', brand);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain(`Ana ${attack}`);
    expect(mail.text).toContain(`Describe tu vestido: Rojo ${attack}`);
    expect(mail.subject).toBe('Hemos recibido tu pedido n.º 3');
  });

  it('keeps the line breaks of a message: <br> in the HTML, the same lines in the text', async () => {
    const text = 'Primera línea\nSegunda línea\n\nTras un espacio';
    const content: MailContent = { template: 'client-message', fullName: 'Ana Ruiz', requestType: 'dress', requestNumber: 3, text, adminLink: 'https://atelier.example/admin' };
    const mail = await renderMail(content, 'es', brand);
    expect(mail.html).toContain('Primera línea<br/>Segunda línea<br/><br/>Tras un espacio');
    expect(mail.text).toContain(text);
  });

  it('puts a subject of hers with a line break on one line', async () => {
    const content: MailContent = { template: 'contact-new', name: 'Ana', email: 'ana@example.com', subject: 'Hola\r\nBcc: x@example.com', message: 'Un mensaje largo.', receivedAt: '2027-01-01T10:00:00Z', adminLink: 'https://atelier.example/admin/inbox' };
    expect((await renderMail(content, 'es', brand)).subject).toBe('Mensaje de Ana: Hola Bcc: x@example.com');
  });
});

describe('renderMail is deterministic', () => {
  it('gives the same bytes for the same content, every template and language', async () => {
    for (const template of MAIL_TEMPLATES) {
      for (const lang of LANGS) {
        const first = await renderMail(sample(template, lang), lang, brand);
        const second = await renderMail(sample(template, lang), lang, brand);
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
      }
    }
  });

  it('and a different mail for different content', async () => {
    const a = await renderMail(sample('client-link', 'es'), 'es', brand);
    const b = await renderMail({ ...sample('client-link', 'es'), link: 'https://atelier.example/solicitud/otro' } as MailContent, 'es', brand);
    expect(b.html).not.toBe(a.html);
  });
});
