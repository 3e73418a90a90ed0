import type { MailBlock, MailModel } from './model.ts';
import type { Brand } from './types.ts';

/**
 * The plain-text part, made from the same parts as the HTML and never from the HTML: every
 * value stands exactly as it was written (no wrapping, no escaping), one blank line apart.
 */

function block(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return b.text;
    case 'details':
      return [b.title.toUpperCase(), ...b.rows.map((row) => `${row.label}: ${row.value}`)].join('\n');
    case 'message':
      return b.title === null ? b.text : `${b.title.toUpperCase()}\n\n${b.text}`;
    case 'date':
      return [b.overline, b.date, ...(b.note === null ? [] : [`(${b.note})`])].join('\n');
  }
}

export function plainText(model: MailModel, brand: Brand): string {
  const parts = [brand.siteName.toUpperCase(), `${model.eyebrow}\n${model.heading}`, ...model.blocks.map(block)];
  if (model.action !== null) parts.push(`${model.action.label}:\n${model.action.href}`);
  parts.push(`-- \n${brand.siteName} · ${brand.origin}\n${model.footer}`);
  return `${parts.join('\n\n')}\n`;
}
