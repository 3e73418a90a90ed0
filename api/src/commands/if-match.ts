import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';

/** A strong entity tag holding a stream version: `"3"`, or `"-1"` for a stream not written yet. */
const VERSION_TAG = /^"(-1|0|[1-9][0-9]{0,14})"$/;

/**
 * The version the client read the item at, from `If-Match: "<version>"` (ADR 029): the
 * command is refused with 409 when the item changed since. Without the header, or with `*`
 * (any version), there is no such check; anything else is a 400.
 */
export function expectedVersionFor(c: Context<AppEnv>): number | undefined {
  const given = c.req.header('if-match')?.trim();
  if (given === undefined || given === '*') return undefined;
  const match = VERSION_TAG.exec(given);
  if (!match?.[1]) throw badRequest('ifMatchFormat');
  return Number(match[1]);
}
