import { formatMoney } from '@atelier/contracts';
import { longDate } from '@atelier/contracts/dates';
import type { MailBlock, MailModel, MailRow } from './model.ts';
import type { Brand, MailContent, MailLang } from './types.ts';
import { FOOTER, action, greeting, numbered, paragraph, yourNumbered } from './phrases.ts';

/** The commission's two mails (docs/product.md#commissions): her quote, and the designer's notice of her fabric. */

type Of<T extends MailContent['template']> = Extract<MailContent, { template: T }>;

/** The quote as rows: each line with its amount, then the total, the deposit and the last day. */
function quoteRows(c: Of<'quote-sent'>, lang: MailLang): MailRow[] {
  const es = lang === 'es';
  return [
    ...c.lines.map((line) => ({ label: line.label, value: formatMoney(line.amountCents, lang) })),
    { label: 'Total', value: formatMoney(c.totalCents, lang) },
    { label: es ? `Señal (${c.depositPercent} %)` : `Deposit (${c.depositPercent}%)`, value: formatMoney(c.depositCents, lang) },
    { label: es ? 'Válido hasta' : 'Valid until', value: longDate(c.validUntil, lang) },
  ];
}

export function quoteSent(c: Of<'quote-sent'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  const numberedYour = yourNumbered(c.requestType, c.requestNumber, lang);
  const until = longDate(c.validUntil, lang);
  const total = formatMoney(c.totalCents, lang);
  const details: MailBlock = { kind: 'details', title: es ? `Presupuesto n.º ${c.quote}` : `Quote no. ${c.quote}`, rows: quoteRows(c, lang) };
  return {
    subject: es ? `Tu presupuesto para ${numberedYour}` : `Your quote for ${numberedYour}`,
    preheader: es ? `${total}, válido hasta el ${until}. Puedes aceptarlo desde tu página.` : `${total}, valid until ${until}. You can accept it from your page.`,
    eyebrow: numbered(c.requestType, c.requestNumber, lang),
    heading: es ? 'Tu presupuesto.' : 'Your quote.',
    blocks: es
      ? [
          greeting(c.fullName, lang),
          paragraph('Aquí tienes el presupuesto de tu vestido, con cada parte del trabajo.'),
          details,
          paragraph(`Con la señal reservamos tu fecha en el taller; el resto se abona antes de la entrega. Si te parece bien, acéptalo con un clic desde tu página antes del ${until}. Si algo no te encaja, escríbenos desde allí.`),
        ]
      : [
          greeting(c.fullName, lang),
          paragraph('Here is the quote for your dress, with each part of the work.'),
          details,
          paragraph(`The deposit reserves your place in the workroom; the rest is paid before delivery. If you are happy with it, accept it with one click from your page by ${until}. If anything does not suit you, write to us from there.`),
        ],
    action: action(es ? 'Ver y aceptar el presupuesto' : 'View and accept the quote', c.link, lang),
    footer: FOOTER.client[lang](brand.siteName),
  };
}

export function fabricChosen(c: Of<'fabric-chosen'>, lang: MailLang, brand: Brand): MailModel {
  const es = lang === 'es';
  return {
    subject: es ? `${c.fullName} ha elegido tejido: ${c.fabricName}` : `${c.fullName} has chosen a fabric: ${c.fabricName}`,
    preheader: `${c.fabricName} · ${c.composition} · ${c.supplier}`,
    eyebrow: numbered(c.requestType, c.requestNumber, lang),
    heading: es ? `Tejido elegido: ${c.fabricName}` : `Fabric chosen: ${c.fabricName}`,
    blocks: [
      paragraph(es ? `${c.fullName} ha elegido su tejido desde su página.` : `${c.fullName} has chosen her fabric from her page.`),
      {
        kind: 'details',
        title: es ? 'Tejido' : 'Fabric',
        rows: [
          { label: es ? 'Nombre' : 'Name', value: c.fabricName },
          { label: es ? 'Composición' : 'Composition', value: c.composition },
          { label: es ? 'Proveedor' : 'Supplier', value: c.supplier },
        ],
      },
    ],
    action: action(es ? 'Abrir el encargo' : 'Open the commission', c.adminLink, lang),
    footer: FOOTER.staff[lang](brand.siteName),
  };
}
