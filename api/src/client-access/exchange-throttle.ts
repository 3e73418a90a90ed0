import { addressKey } from '../address-key.ts';
import { tooManyRequests } from '../errors.ts';
import { WindowLimit } from '../middleware/window-limit.ts';

export interface ExchangeThrottlePolicy {
  /** Failed exchanges per address (IPv6: per /64) in a window before 429. */
  perAddress: number;
  windowMs: number;
  /** Addresses kept in memory at most (the least recently failed go first). */
  maxEntries: number;
}

export const EXCHANGE_THROTTLE: ExchangeThrottlePolicy = { perAddress: 10, windowMs: 15 * 60 * 1000, maxEntries: 10_000 };

/** One exchange in progress: say whether its token opened nothing. */
export interface ExchangeAttempt {
  failed(): void;
  done(): void;
}

/**
 * Failed link exchanges per address, in this process's memory like the sign-in throttle
 * (ADR 013, ADR 046): guessing tokens is hopeless at 256 bits, and this keeps anyone from
 * trying at speed. Exchanges in flight count too, so a parallel burst cannot pass before the
 * first failure lands. Over the limit: 429 with Retry-After, until the first failure lapses.
 */
export class ExchangeThrottle {
  private readonly failures: WindowLimit;

  constructor(
    private readonly now: () => Date,
    private readonly policy: ExchangeThrottlePolicy = EXCHANGE_THROTTLE,
  ) {
    this.failures = new WindowLimit({ limit: policy.perAddress, windowMs: policy.windowMs, maxEntries: policy.maxEntries, from: 'first' });
  }

  begin(ip: string): ExchangeAttempt {
    const key = addressKey(ip);
    const waitMs = this.failures.wait(key, this.now().getTime(), 5000);
    if (waitMs !== null) throw tooManyRequests('tooManyLinkAttempts', waitMs);
    const release = this.failures.enter(key);
    let open = true;
    const done = () => {
      open = false;
      release();
    };
    return {
      failed: () => {
        if (open) this.failures.hit(key, this.now().getTime());
        done();
      },
      done,
    };
  }
}
