import type { AnyDb } from '@atelier/event-store';
import { HttpError } from '../errors.ts';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed logins per client IP and per username in the database (so every API
 * process shares them). The 6th attempt inside 15 minutes is refused with 429.
 */
export class LoginThrottle {
  constructor(
    private readonly db: AnyDb,
    private readonly now: () => Date,
  ) {}

  private subjects(ip: string, usernameKey: string): string[] {
    return [`ip:${ip}`, `user:${usernameKey}`];
  }

  async assertAllowed(ip: string, usernameKey: string): Promise<void> {
    const since = new Date(this.now().getTime() - WINDOW_MS);
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['subject', (eb) => eb.fn.countAll<string | number>().as('n'), (eb) => eb.fn.min('failed_at').as('first')])
      .where('subject', 'in', this.subjects(ip, usernameKey))
      .where('failed_at', '>', since)
      .groupBy('subject')
      .execute();
    const blocked = rows.filter((row) => Number(row.n) >= MAX_FAILURES);
    if (blocked.length === 0) return;
    const oldest = Math.min(...blocked.map((row) => new Date(row.first as Date).getTime()));
    const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - this.now().getTime()) / 1000));
    throw new HttpError(429, 'Too many failed sign-in attempts. Try again later.', undefined, {
      'Retry-After': String(retryAfter),
    });
  }

  async recordFailure(ip: string, usernameKey: string): Promise<void> {
    const at = this.now();
    await this.db
      .insertInto('login_failures')
      .values(this.subjects(ip, usernameKey).map((subject) => ({ subject, failed_at: at })))
      .execute();
  }

  /** A success clears the username's count, not the IP's: one good password must not unlock guessing others. */
  async recordSuccess(usernameKey: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('subject', '=', `user:${usernameKey}`).execute();
    await this.db.deleteFrom('login_failures').where('failed_at', '<', new Date(this.now().getTime() - WINDOW_MS)).execute();
  }
}
