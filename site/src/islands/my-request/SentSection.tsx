import type { Lang, MyRequest } from '@atelier/contracts';
import { formatDay } from './format.ts';
import { MY_REQUEST_TEXT } from './my-request-text.ts';
import { SectionTitle } from './SectionTitle.tsx';

type Field = keyof MyRequest['sent'];

/** The order her form asked them in. */
const ORDER: readonly Field[] = [
  'fullName',
  'email',
  'phone',
  'address',
  'preferredContact',
  'eventType',
  'eventDate',
  'description',
  'conceptDescription',
  'inspirations',
  'additionalComments',
  'driveLink',
];

/** What she sent, labelled in her language; fields her kind of request does not have are left out. */
export function SentSection({ lang, request }: { lang: Lang; request: MyRequest }) {
  const t = MY_REQUEST_TEXT[lang];
  const shown = (field: Field): string | null => {
    const value = request.sent[field];
    if (value === null || value === '') return null;
    if (field === 'eventType') return t.occasions[value as keyof typeof t.occasions] ?? value;
    if (field === 'preferredContact') return t.contacts[value as keyof typeof t.contacts] ?? value;
    if (field === 'eventDate') return formatDay(value, lang);
    return value;
  };
  return (
    <section aria-labelledby="sent-title" className="grid gap-6">
      <SectionTitle id="sent-title">{t.sentTitle}</SectionTitle>
      <dl className="grid gap-5 sm:grid-cols-2 sm:gap-x-8">
        {ORDER.map((field) => {
          const value = shown(field);
          if (value === null) return null;
          const long = ['description', 'conceptDescription', 'inspirations', 'additionalComments', 'driveLink'].includes(field);
          return (
            <div key={field} className={`grid gap-1 ${long ? 'sm:col-span-2' : ''}`}>
              <dt className="text-xs font-medium uppercase tracking-[0.18em] text-muted">{t.fields[field]}</dt>
              <dd className="leading-relaxed break-words whitespace-pre-line text-ink">{value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
