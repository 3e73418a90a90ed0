/**
 * `pnpm mail:preview [dir]`: every mail in both languages, from its sample content, as the
 * files a person opens to read it: `<name>.<lang>.html` and `.txt` (and `.ics` for an
 * appointment), and an index.html that links them. The default folder is data/mail-preview/.
 * Besides each template's sample, the variants a sample does not show: a denied verdict, a
 * moved and a cancelled appointment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAIL_TEMPLATES, renderMail, sampleContent, type Brand, type MailContent, type MailLang } from '../src/index.ts';

const LANGS: readonly MailLang[] = ['es', 'en'];
const brand: Brand = { siteName: 'Atelier', origin: 'https://atelier.example', organizerEmail: 'hola@atelier.example' };
const dir = resolve(process.argv[2] ?? 'data/mail-preview');

/** Each preview's file name and content, in one language. */
function previews(lang: MailLang): { name: string; content: MailContent }[] {
  const list: { name: string; content: MailContent }[] = MAIL_TEMPLATES.map((template) => ({ name: template, content: sampleContent(template, lang, brand.origin) }));
  const verdict = sampleContent('request-verdict', lang, brand.origin);
  const appointment = sampleContent('appointment', lang, brand.origin);
  if (verdict.template === 'request-verdict') list.push({ name: 'request-verdict-denied', content: { ...verdict, verdict: 'denied' } });
  if (appointment.template === 'appointment') {
    list.push({ name: 'appointment-rescheduled', content: { ...appointment, change: 'rescheduled', date: '2027-04-24', calendar: { ...appointment.calendar, sequence: 1 } } });
    list.push({ name: 'appointment-cancelled', content: { ...appointment, change: 'cancelled', date: '2027-04-24', calendar: { ...appointment.calendar, sequence: 2 } } });
  }
  return list;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

mkdirSync(dir, { recursive: true });
const rows: string[] = [];
for (const lang of LANGS) {
  for (const { name, content } of previews(lang)) {
    const mail = await renderMail(content, lang, brand);
    const base = `${name}.${lang}`;
    writeFileSync(join(dir, `${base}.html`), mail.html);
    writeFileSync(join(dir, `${base}.txt`), mail.text);
    if (mail.calendar) writeFileSync(join(dir, `${base}.ics`), mail.calendar.content);
    const calendar = mail.calendar ? ` · <a href="${base}.ics">ics (${mail.calendar.method})</a>` : '';
    rows.push(`<li><a href="${base}.html">${escape(base)}</a> · <a href="${base}.txt">txt</a>${calendar}<br><small>${escape(mail.subject)}</small></li>`);
  }
}
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail previews</title>
<style>body{font:15px/1.6 'Helvetica Neue',Arial,sans-serif;color:#2b2320;background:#f8f4ee;max-width:720px;margin:40px auto;padding:0 16px}a{color:#5e3828}li{margin:0 0 10px}small{color:#5f534c}</style>
<h1 style="font:400 32px Georgia,serif">Mail previews</h1><ul>${rows.join('\n')}</ul></html>\n`,
);
process.stdout.write(`mail:preview: ${rows.length} mails in ${dir}\n`);
