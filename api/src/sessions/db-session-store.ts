import type { Db } from '@atelier/event-store';
import type { SessionData as StoredSession, Store } from 'hono-sessions';
import type { SessionData } from '../context.ts';

export const IDLE_TIMEOUT_S = 8 * 60 * 60;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

const userIdOf = (data: StoredSession): string | null => {
  const entry = data._data?.userId as { value?: unknown } | undefined;
  return typeof entry?.value === 'string' ? entry.value : null;
};

/**
 * hono-sessions store backed by the `sessions` table. Only signed-in sessions are kept:
 * an anonymous visitor costs no row, and deleting the row revokes the cookie at once.
 */
export class DbSessionStore implements Store {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async getSessionById(id?: string): Promise<StoredSession | null> {
    if (!id) return null;
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const now = this.now().getTime();
    const tooOld = now - new Date(row.created_at).getTime() > ABSOLUTE_TIMEOUT_MS;
    const idle = now > new Date(row.expires_at).getTime();
    if (tooOld || idle) {
      await this.deleteSession(id);
      return null;
    }
    // The JSON hono-sessions wrote (persistSessionData below): its own shape, read back as it.
    return row.data as unknown as StoredSession;
  }

  async createSession(id: string, data: StoredSession): Promise<void> {
    await this.persistSessionData(id, data);
  }

  async persistSessionData(id: string, data: StoredSession): Promise<void> {
    const userId = userIdOf(data);
    if (!userId) return;
    const now = this.now();
    const expiresAt = new Date(now.getTime() + IDLE_TIMEOUT_S * 1000);
    const signedIn = (data._data?.signedInAt as { value?: SessionData['signedInAt'] } | undefined)?.value;
    await this.db
      .insertInto('sessions')
      .values({
        id,
        user_id: userId,
        data: JSON.stringify(data),
        created_at: signedIn ? new Date(signedIn) : now,
        expires_at: expiresAt,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ data: JSON.stringify(data), expires_at: expiresAt }))
      .execute();
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Signs a user out everywhere (e.g. after a password change). */
  async revokeUser(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
