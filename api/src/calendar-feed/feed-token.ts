import { timingSafeEqual } from 'node:crypto';
import type { CalendarFeed } from '@atelier/contracts';
import { calendarFeedToken } from '@atelier/projections';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';

/** 32 random bytes, URL-safe: the secret of the feed's address. */
export const drawToken = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/** Compares in constant time, so the answer's timing does not reveal how much of a guess was right. */
function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The feed's public address: on PUBLIC_ORIGIN when set, else on the address the request came to. */
export function feedUrl(ctx: Pick<AppContext, 'config'>, c: Context<AppEnv>, token: string | null): CalendarFeed {
  if (token === null) return { url: null };
  const origin = ctx.config.publicOrigin ?? new URL(c.req.url).origin;
  return { url: `${origin}/api/calendar.ics?token=${token}` };
}

/**
 * The phone's calendar sends no cookie, so the token is the feed's only key: a wrong or
 * missing one is 404, as if there were no feed.
 */
export async function assertFeedToken(ctx: Pick<AppContext, 'store'>, given: string): Promise<void> {
  const stored = await calendarFeedToken(ctx.store.db);
  if (stored === null || !sameToken(given, stored)) throw notFound('calendarFeedNotFound');
}
