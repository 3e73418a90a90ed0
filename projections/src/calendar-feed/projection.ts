import { CALENDAR_FEED_EVENTS, type CalendarFeedTokenRegeneratedData } from '@atelier/domain';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_calendar_feed';

/** One row: the calendar feed's current token. */
export interface CalendarFeedTable {
  feed: string;
  token: string;
  regenerated_at: string;
  stream_version: number;
}

export interface CalendarFeedDatabase {
  rm_calendar_feed: CalendarFeedTable;
}

/** The secret of the ICS feed's address; the newest token wins (an older one replayed changes nothing). */
export const calendarFeedProjection: Projection = {
  name: 'calendar-feed',
  version: 1,
  tables: [TABLE],
  handles: CALENDAR_FEED_EVENTS,

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('feed', 'text', (c) => c.primaryKey())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('regenerated_at', 'text', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull())
      .execute();
  },

  async apply(trx, events) {
    for (const event of events) {
      const { token, at } = event.data as CalendarFeedTokenRegeneratedData;
      const row = { feed: event.streamId, token, regenerated_at: at, stream_version: event.streamVersion };
      await trx
        .insertInto(TABLE)
        .values(row)
        .onConflict((oc) =>
          oc
            .column('feed')
            .doUpdateSet({ token, regenerated_at: at, stream_version: event.streamVersion })
            .where(`${TABLE}.stream_version`, '<', event.streamVersion),
        )
        .execute();
    }
  },
};
