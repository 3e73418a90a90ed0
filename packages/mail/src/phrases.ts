import type { MailBlock, MailModel } from './model.ts';
import type { MailLang, RequestKind } from './types.ts';

/**
 * The pieces every mail's words are made of, in Spanish and English: how a request is named,
 * how a letter opens, its paragraphs, its button and its footer. The words of each mail
 * (`words.ts`, `commission-words.ts`) are built from them.
 */

/** What a request is called: "pedido" / "order", "tu concepto" / "your concept". */
export const KIND: Record<MailLang, Record<RequestKind, { noun: string; your: string }>> = {
  es: { dress: { noun: 'pedido', your: 'tu pedido' }, concept: { noun: 'concepto', your: 'tu concepto' } },
  en: { dress: { noun: 'order', your: 'your order' }, concept: { noun: 'concept', your: 'your concept' } },
};

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Pedido n.º 12" / "Order no. 12". */
export function numbered(kind: RequestKind, number: number, lang: MailLang): string {
  return capital(`${KIND[lang][kind].noun} ${lang === 'es' ? 'n.º' : 'no.'} ${number}`);
}

/** "tu pedido n.º 12" / "your order no. 12". */
export function yourNumbered(kind: RequestKind, number: number, lang: MailLang): string {
  return `${KIND[lang][kind].your} ${lang === 'es' ? 'n.º' : 'no.'} ${number}`;
}

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });

/** How a letter to her opens: "Hola, Lucía:" / "Dear Lucía,". */
export const greeting = (name: string, lang: MailLang): MailBlock => paragraph(lang === 'es' ? `Hola, ${name}:` : `Dear ${name},`);

export const FOOTER = {
  client: { es: (site: string) => `Recibes este correo por tu solicitud en ${site}.`, en: (site: string) => `You are receiving this email about your request at ${site}.` },
  staff: { es: (site: string) => `Aviso automático del panel de ${site}.`, en: (site: string) => `An automatic notice from the ${site} admin.` },
};

const FALLBACK: Record<MailLang, string> = {
  es: 'Si el botón no se abre, copia esta dirección en tu navegador:',
  en: 'If the button does not open, copy this address into your browser:',
};

export const action = (label: string, href: string, lang: MailLang): MailModel['action'] => ({ label, href, fallback: FALLBACK[lang] });

