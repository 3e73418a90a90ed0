import { isErasedRequest, isHttpUrl, occasionLabel, telHref, type RequestListItem } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { longDay } from '../dates.ts';
import { ADMIN_LANG } from '../lang.ts';
import { DETAIL_TEXT } from './text.ts';

type FieldName = keyof typeof DETAIL_TEXT.fields;

function Field({ name, children }: { name: FieldName; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-[0.7rem] font-medium uppercase tracking-[0.18em] text-muted sm:pt-0.5">{DETAIL_TEXT.fields[name]}</dt>
      <dd className="text-sm leading-relaxed break-words whitespace-pre-line text-ink">{children ?? DETAIL_TEXT.none}</dd>
    </div>
  );
}

const LINK = 'underline decoration-line underline-offset-4 hover:text-accent-deep hover:decoration-accent';

/** Optional text: a dash when blank. */
function orNone(value: string | null): string {
  return value && value.trim() !== '' ? value : DETAIL_TEXT.none;
}

/** A link to write or call the client; the bare marker once her data is erased. */
function ContactLink({ href, erased, children }: { href: string; erased: boolean; children: string }) {
  return erased ? (
    children
  ) : (
    <a href={href} className={LINK}>
      {children}
    </a>
  );
}

export function ContactFields({ item }: { item: RequestListItem }) {
  const erased = isErasedRequest(item);
  return (
    <dl className="grid gap-3">
      <Field name="fullName">{item.fullName}</Field>
      <Field name="email">
        <ContactLink href={`mailto:${item.email}`} erased={erased}>
          {item.email}
        </ContactLink>
      </Field>
      <Field name="phone">
        <ContactLink href={telHref(item.phone)} erased={erased}>
          {item.phone}
        </ContactLink>
      </Field>
      {item.type === 'dress' && <Field name="address">{orNone(item.address)}</Field>}
      {item.type === 'concept' && (
        <Field name="preferredContact">{item.preferredContact ? DETAIL_TEXT.preferredContacts[item.preferredContact] : DETAIL_TEXT.none}</Field>
      )}
    </dl>
  );
}

export function RequestFieldsList({ item }: { item: RequestListItem }) {
  return (
    <dl className="grid gap-3">
      {item.type === 'dress' ? (
        <>
          <Field name="eventType">{item.eventType ? occasionLabel(item.eventType, ADMIN_LANG) : DETAIL_TEXT.none}</Field>
          <Field name="eventDate">{item.eventDate ? longDay(item.eventDate) : DETAIL_TEXT.none}</Field>
          <Field name="description">{orNone(item.description)}</Field>
        </>
      ) : (
        <>
          <Field name="conceptDescription">{orNone(item.conceptDescription)}</Field>
          <Field name="inspirations">{orNone(item.inspirations)}</Field>
          <Field name="additionalComments">{orNone(item.additionalComments)}</Field>
        </>
      )}
      <Field name="driveLink">
        {item.driveLink && isHttpUrl(item.driveLink) ? (
          <a href={item.driveLink} target="_blank" rel="noopener noreferrer" className={`${LINK} break-all`}>
            {item.driveLink}
          </a>
        ) : (
          orNone(item.driveLink)
        )}
      </Field>
    </dl>
  );
}
