import * as v from 'valibot';
import { isCalendarDate, isHttpUrl } from './formats.ts';
import { localized, type MessageKey } from './messages.ts';

/** Generous caps that no real client reaches; they keep abusive payloads out of the event store. */
export const MAX_LENGTH = { name: 120, email: 254, phone: 30, line: 300, link: 2048, text: 5000 } as const;

type Message = ReturnType<typeof localized>;

/** Typed for strings up front: standalone, valibot would infer a wider input that no string pipe accepts. */
const tooLong = (max: number) => v.maxLength<string, number, Message>(max, localized('tooLong', { max }));

/**
 * A string where a missing key or null counts as ''. Valibot reports a missing key with the
 * object's generic message; reading it as blank gives the field's own message instead, and
 * lets optional fields' defaults apply when the key is absent.
 */
export const text = (key: MessageKey) => v.nullish(v.string(localized(key)), '');

/** Multipart sends '' for a blank field and JSON may send null: all three mean "not given". */
const blankToUndefined = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A required, trimmed string of at least `min` characters; one message covers missing, empty and short. */
export const requiredText = (key: MessageKey, min: number, max: number) =>
  v.pipe(text(key), v.trim(), v.minLength(min, localized(key)), tooLong(max));

/** An optional string, trimmed, with blank meaning absent. */
export const optionalText = (max: number) =>
  v.pipe(text('invalidValue'), v.transform(blankToUndefined), v.optional(v.pipe(v.string(), tooLong(max))));

/** An optional http(s) link, blank meaning absent. */
export const optionalLink = () =>
  v.pipe(
    text('driveLink'),
    v.transform(blankToUndefined),
    v.optional(v.pipe(v.string(), v.maxLength(MAX_LENGTH.link, localized('driveLink')), v.check(isHttpUrl, localized('driveLink')))),
  );

/** An optional value from a fixed list, blank meaning absent and falling back to `fallback`. */
export const optionalPicklist = <const T extends readonly [string, ...string[]]>(options: T, key: MessageKey, fallback: T[number]) =>
  v.pipe(text(key), v.transform(blankToUndefined), v.optional(v.picklist(options, localized(key)), fallback));

export const emailField = (key: MessageKey) =>
  v.pipe(text(key), v.trim(), v.email(localized(key)), v.maxLength(MAX_LENGTH.email, localized(key)));

/** At least 10 characters (docs/product.md#validation), and only what a phone number can contain, so a typo like an email is caught. */
export const phoneField = () =>
  v.pipe(
    text('phone'),
    v.trim(),
    v.minLength(10, localized('phone')),
    v.maxLength(MAX_LENGTH.phone, localized('phone')),
    v.regex(/^\+?[\d\s().\-/]+$/, localized('phone')),
  );

/** A required yyyy-MM-dd day: `requiredKey` when blank, a format message when it is not a real date. */
export const dateField = (requiredKey: MessageKey) =>
  v.pipe(text(requiredKey), v.trim(), v.nonEmpty(localized(requiredKey)), v.check(isCalendarDate, localized('invalidDate')));

/** A required value from a fixed list; '' (nothing chosen) gets the same message as a wrong value. */
export const requiredPicklist = <const T extends readonly [string, ...string[]]>(options: T, key: MessageKey) =>
  v.pipe(text(key), v.trim(), v.picklist(options, localized(key)));

/** A form's 'true'/'false' switch, blank or absent meaning `fallback`. */
export const flagField = (fallback: boolean) =>
  v.pipe(
    text('flag'),
    v.transform(blankToUndefined),
    v.optional(v.picklist(['true', 'false'], localized('flag')), fallback ? 'true' : 'false'),
    v.transform((value) => value === 'true'),
  );

/** A JSON body that changes a resource must name at least one field to change. */
export const atLeastOneField = <T extends Record<string, unknown>>() =>
  v.check<T, Message>((value) => Object.values(value).some((field) => field !== undefined), localized('nothingToChange'));
