import type { MessageKey } from '@atelier/contracts';
import { createMiddleware } from 'hono/factory';
import { addressKey } from '../address-key.ts';
import { clientIp } from '../client-ip.ts';
import type { AppEnv } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import { WindowLimit } from './window-limit.ts';

interface AddressRateLimitPolicy {
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
  const accepted = new WindowLimit({ limit: policy.limit, windowMs: policy.windowMs, maxEntries: policy.maxEntries, from: 'first' });

  return createMiddleware<AppEnv>(async (c, next) => {
    const key = addressKey(clientIp(c, trustProxy));
    // Over the limit on accepted ones: until the first lapses. Only because of some in flight: a short wait.
    const waitMs = accepted.wait(key, now().getTime(), 5000);
    if (waitMs !== null) throw tooManyRequests(policy.message, waitMs);
    const release = accepted.enter(key);
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) accepted.hit(key, now().getTime());
    } finally {
      release();
    }
  });
}
