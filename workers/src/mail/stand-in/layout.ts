import type { Lang } from '@atelier/contracts';
import type { Brand } from './content.ts';
import type { MailWords } from './words.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The HTML part: one column, the house's warm neutrals, every text escaped. */
export function htmlOf(words: MailWords, lang: Lang, brand: Brand): string {
  const facts = words.facts.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 24px;width:100%">${words.facts
        .map((f) => `<tr><th style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:500;color:#6b5d52;white-space:nowrap">${escapeHtml(f.label)}</th><td style="padding:6px 0">${escapeHtml(f.value).replace(/\n/g, '<br>')}</td></tr>`)
        .join('')}</table>`
    : '';
  const quote = words.quote === null ? '' : `<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:2px solid #b89b7a;background:#f6f1ea">${escapeHtml(words.quote).replace(/\n/g, '<br>')}</blockquote>`;
  const action = words.action
    ? `<p style="margin:0 0 24px"><a href="${escapeHtml(words.action.href)}" style="display:inline-block;padding:12px 24px;background:#2b2420;color:#faf7f2;text-decoration:none;letter-spacing:.08em;text-transform:uppercase;font-size:13px">${escapeHtml(words.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:32px 16px;background:#faf7f2;color:#2b2420;font-family:Jost,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 32px;font-family:'Cormorant Garamond',Georgia,serif;font-size:28px;letter-spacing:.04em">${escapeHtml(brand.siteName)}</p>
${words.paragraphs.map(paragraph).join('\n')}
${quote}${facts}${action}
<p style="margin:32px 0 0;font-size:13px;color:#6b5d52"><a href="${escapeHtml(brand.origin)}" style="color:#6b5d52">${escapeHtml(brand.origin.replace(/^https?:\/\//, ''))}</a></p>
</div></body></html>`;
}

/** The plain-text part: the same words, the link written out. */
export function textOf(words: MailWords, brand: Brand): string {
  const lines = [...words.paragraphs];
  if (words.quote !== null) lines.push(words.quote.split('\n').map((l) => `> ${l}`).join('\n'));
  if (words.facts.length) lines.push(words.facts.map((f) => `${f.label}: ${f.value}`).join('\n'));
  if (words.action) lines.push(`${words.action.label}: ${words.action.href}`);
  lines.push(`-- \n${brand.siteName} · ${brand.origin}`);
  return `${lines.join('\n\n')}\n`;
}
