import {
  occasionLabel,
  type CustomConceptOutput,
  type DressOrderOutput,
  type Lang,
  type PreferredContact,
} from '@atelier/contracts';

/** What the confirmation panel repeats back after a request went through (docs/product.md#forms). */
export interface Receipt {
  kind: 'dress' | 'concept';
  /** The first word of the name, to greet the visitor. */
  firstName: string;
  /** What was received, as label/value pairs: the occasion and its date, or the concept's first line. */
  details: readonly { label: string; value: string }[];
  /** The channel the atelier will reply by, and where to. */
  channel: PreferredContact;
  address: string;
}

const LOCALE = { es: 'es-ES', en: 'en-US' } as const;
const LABELS = {
  es: { occasion: 'Ocasión', date: 'Fecha del evento', concept: 'Tu concepto' },
  en: { occasion: 'Occasion', date: 'Event date', concept: 'Your concept' },
} as const;
/** A concept's first line is quoted whole up to this length, then cut at a word. */
const FIRST_LINE_MAX = 140;

const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? fullName;

/** A yyyy-MM-dd day in words ("14 de septiembre de 2027", "September 14, 2027"), whatever the visitor's time zone. */
export function formatDay(day: string, lang: Lang): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** The first non-blank line of a text, cut at a word past FIRST_LINE_MAX characters. */
export function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== '')?.trim() ?? '';
  if (line.length <= FIRST_LINE_MAX) return line;
  const cut = line.slice(0, FIRST_LINE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), FIRST_LINE_MAX / 2)).trimEnd()}…`;
}

/** A dress order's receipt: its occasion and date; the atelier replies by email. */
export function dressReceipt(values: Pick<DressOrderOutput, 'fullName' | 'email' | 'eventType' | 'eventDate'>, lang: Lang): Receipt {
  const t = LABELS[lang];
  return {
    kind: 'dress',
    firstName: firstName(values.fullName),
    details: [
      { label: t.occasion, value: occasionLabel(values.eventType, lang) },
      { label: t.date, value: formatDay(values.eventDate, lang) },
    ],
    channel: 'email',
    address: values.email,
  };
}

/** A concept's receipt: its first line; the atelier replies by the channel the visitor chose. */
export function conceptReceipt(
  values: Pick<CustomConceptOutput, 'fullName' | 'email' | 'phone' | 'preferredContact' | 'conceptDescription'>,
  lang: Lang,
): Receipt {
  return {
    kind: 'concept',
    firstName: firstName(values.fullName),
    details: [{ label: LABELS[lang].concept, value: `“${firstLine(values.conceptDescription)}”` }],
    channel: values.preferredContact,
    address: values.preferredContact === 'email' ? values.email : values.phone,
  };
}
