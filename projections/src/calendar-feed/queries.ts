import { CALENDAR_FEED_STREAM_ID } from '@atelier/domain';
import type { Db } from '@atelier/event-store';

/** The feed's current token, or null before the first one is drawn. */
export async function calendarFeedToken(db: Db): Promise<string | null> {
  const row = await db.selectFrom('rm_calendar_feed').select('token').where('feed', '=', CALENDAR_FEED_STREAM_ID).executeTakeFirst();
  return row?.token ?? null;
}
