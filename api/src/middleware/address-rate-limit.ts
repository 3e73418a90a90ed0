import type { MessageKey } from '@atelier/contracts';
import { createMiddleware } from 'hono/factory';
import { addressKey } from '../address-key.ts';
import { clientIp } from '../client-ip.ts';
import type { AppEnv } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import { WindowCounters } from './window-counters.ts';

export interface AddressRateLimitPolicy {
  /** Accepted submissions per address (IPv6: per /64) in a window, before 429. */
  limit: number;
  windowMs: number;
  /** Addresses kept in memory at most (the least recently seen go first). */
  maxEntries: number;
  /** The 429's message, in the request's language. */
  message: MessageKey;
}

export interface AddressRateLimitDeps {
  now: () => Date;
  /** Behind a trusted proxy, the address is the one it appended to X-Forwarded-For (client-ip.ts). */
  trustProxy: boolean;
  policy: AddressRateLimitPolicy;
}

/**
 * A hard limit on what one address may get accepted in a window, kept in this process's
 * memory like the sign-in throttle (ADR 013, ADR 019). Only accepted answers (2xx) count, so
 * a visitor correcting a typo is never locked out; requests in flight count too, so a
 * parallel burst cannot pass before the first of them is recorded. Over the limit: 429 with
 * Retry-After, until the window's first submission lapses.
 */
export function addressRateLimit({ now, trustProxy, policy }: AddressRateLimitDeps) {
  const accepted = new WindowCounters({ windowMs: policy.windowMs, maxEntries: policy.maxEntries, from: 'first' });
  const inFlight = new Map<string, number>();

  return createMiddleware<AppEnv>(async (c, next) => {
    const key = addressKey(clientIp(c, trustProxy));
    const at = now().getTime();
    const recorded = accepted.get(key, at);
    const pending = inFlight.get(key) ?? 0;
    if ((recorded?.count ?? 0) + pending >= policy.limit) {
      // Over the limit on accepted ones: until the first lapses. Only because of some in flight: a short wait.
      throw tooManyRequests(policy.message, recorded && recorded.count >= policy.limit ? recorded.expiresAt - at : 5000);
    }
    inFlight.set(key, pending + 1);
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) accepted.hit(key, now().getTime());
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  });
}
