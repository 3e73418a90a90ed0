import * as v from 'valibot';
import { text } from './fields.ts';
import { localized } from './messages.ts';

/**
 * A request's thread between the client and the atelier (docs/product.md#the-clients-page):
 * what either side sends, and what both the staff's dialog and her page read.
 */

/** The longest message either side may write, in characters once trimmed (the domain's MAX_MESSAGE_LENGTH). */
export const REQUEST_MESSAGE_MAX_LENGTH = 4000;

/** Who wrote a message: the client from her page, or the atelier from the back office (the domain's MESSAGE_AUTHORS). */
export const MESSAGE_AUTHORS = ['client', 'atelier'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * POST /api/requests/{type}/{id}/messages (and her page's): `{ text }`, 1 to 4000 characters
 * once trimmed. A NUL is refused (the database cannot store it); blank, missing and too long
 * share one message.
 */
export const requestMessageInputSchema = v.object({
  text: v.pipe(
    text('requestMessage'),
    v.check(hasNoNul, localized('invalidCharacters')),
    v.trim(),
    v.minLength(1, localized('requestMessage')),
    v.maxLength(REQUEST_MESSAGE_MAX_LENGTH, localized('requestMessage')),
  ),
});

export type RequestMessageInput = v.InferInput<typeof requestMessageInputSchema>;

/** POST /api/requests/{type}/{id}/messages/read: the staff have read her messages up to number `upTo` (inclusive). */
const upToMessage = localized('threadReadUpTo');
export const requestThreadReadSchema = v.object({
  // Missing or null reads as 0, so it gets the field's own message rather than the object's.
  upTo: v.pipe(v.nullish(v.number(upToMessage), 0), v.integer(upToMessage), v.minValue(1, upToMessage), v.maxValue(1_000_000, upToMessage)),
});

export type RequestThreadReadInput = v.InferOutput<typeof requestThreadReadSchema>;

/**
 * One message of the thread. `from` is all a reader learns of who wrote it: the atelier never
 * by a staff member's name. `unread` is true for a client's message the staff have not read
 * yet; the atelier's own are never unread. An erased client's texts read '[erased]'.
 */
export const requestThreadMessageSchema = v.object({
  /** 1, 2, 3… in the order written, within the request. */
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  from: v.picklist(MESSAGE_AUTHORS),
  text: v.string(),
  at: v.pipe(v.string(), v.isoTimestamp()),
  unread: v.boolean(),
});

export type RequestThreadMessage = v.InferOutput<typeof requestThreadMessageSchema>;

/** GET /api/requests/{type}/{id}/messages: the whole thread, oldest first. */
export const requestThreadSchema = v.object({ messages: v.array(requestThreadMessageSchema) });

export type RequestThread = v.InferOutput<typeof requestThreadSchema>;
