import { addressKey } from '../address-key.ts';
import { tooManyRequests } from '../errors.ts';
import { WindowCounters } from './window-counters.ts';
import { WindowLimit } from './window-limit.ts';

export interface LoginThrottlePolicy {
  /** Failures per address (IPv6: per /64) on any names before 429. */
  perAddress: number;
  /** Failures per (address, username) before 429. */
  perAddressAndUser: number;
  /** How long a failure counts. */
  windowMs: number;
  /** Failures for a username, from anywhere, before sign-ins to it are slowed down. */
  freeFailuresPerUser: number;
  /** The first delay; it doubles with every further failure, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Keys each counter keeps in memory at most (the least recently failed go first). */
  maxEntries: number;
}

export const DEFAULT_POLICY: LoginThrottlePolicy = {
  perAddress: 20,
  perAddressAndUser: 5,
  windowMs: 15 * 60 * 1000,
  freeFailuresPerUser: 3,
  baseDelayMs: 500,
  maxDelayMs: 5000,
  maxEntries: 10_000,
};

export interface LoginThrottleDeps {
  now: () => Date;
  /** Waits the username's delay; injected so tests neither wait nor measure time. */
  sleep: (ms: number) => Promise<void>;
  policy?: Partial<LoginThrottlePolicy>;
}

/** One sign-in in progress: say how it ended (or release it, if it ended in an error). */
export interface LoginAttempt {
  /** The delay this attempt waited, in ms. */
  readonly delayMs: number;
  failed(): void;
  succeeded(): void;
  release(): void;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in throttling that a stranger cannot turn against the owner (README "Sign-in throttle"):
 *
 * - per address, and per (address, username): hard limits, answered 429 with Retry-After;
 * - per username across all addresses: no lock, only a delay that doubles with each recent
 *   failure and is capped, so the right password from an address that has not failed always
 *   gets in, at worst maxDelayMs later.
 *
 * Attempts still in flight count against the hard limits, so one address cannot send a
 * burst of guesses in parallel before the first failure is recorded. The state lives in
 * this process's memory, bounded by maxEntries per counter (ADR 013).
 */
export class LoginThrottle {
  readonly policy: LoginThrottlePolicy;
  private readonly byAddress: WindowLimit;
  private readonly byAddressAndUser: WindowLimit;
  private readonly byUser: WindowCounters;

  constructor(private readonly deps: LoginThrottleDeps) {
    this.policy = { ...DEFAULT_POLICY, ...deps.policy };
    const { windowMs, maxEntries, perAddress, perAddressAndUser } = this.policy;
    this.byAddress = new WindowLimit({ limit: perAddress, windowMs, maxEntries, from: 'first' });
    this.byAddressAndUser = new WindowLimit({ limit: perAddressAndUser, windowMs, maxEntries, from: 'first' });
    // Decays only once the failures stop, so a steady attack keeps the delay up.
    this.byUser = new WindowCounters({ windowMs, maxEntries, from: 'last' });
  }

  /** Entries held now, per counter: never more than maxEntries each. */
  sizes(): { address: number; addressAndUser: number; user: number; inFlight: number } {
    const address = this.byAddress.sizes();
    const addressAndUser = this.byAddressAndUser.sizes();
    return { address: address.counted, addressAndUser: addressAndUser.counted, user: this.byUser.size, inFlight: address.inFlight + addressAndUser.inFlight };
  }

  /** The delay a sign-in to this username waits now, in ms. */
  delayFor(usernameKey: string): number {
    const failures = this.byUser.get(usernameKey, this.now())?.count ?? 0;
    const { freeFailuresPerUser, baseDelayMs, maxDelayMs } = this.policy;
    if (failures < freeFailuresPerUser) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - freeFailuresPerUser, 30));
  }

  /**
   * Refuses with 429 when the address or the (address, username) pair is over its limit;
   * otherwise waits the username's delay and hands back the attempt to settle.
   */
  async begin(ip: string, usernameKey: string): Promise<LoginAttempt> {
    const address = `a:${addressKey(ip)}`;
    const pair = `p:${addressKey(ip)}\n${usernameKey}`;
    this.assertUnder(address, this.byAddress);
    this.assertUnder(pair, this.byAddressAndUser);

    const leaveAddress = this.byAddress.enter(address);
    const leavePair = this.byAddressAndUser.enter(pair);
    let open = true;
    const release = () => {
      open = false;
      leaveAddress();
      leavePair();
    };
    const delayMs = this.delayFor(usernameKey);
    try {
      if (delayMs > 0) await this.deps.sleep(delayMs);
    } catch (error) {
      release();
      throw error;
    }
    return {
      delayMs,
      failed: () => {
        if (!open) return;
        const now = this.now();
        this.byAddress.hit(address, now);
        this.byAddressAndUser.hit(pair, now);
        this.byUser.hit(usernameKey, now);
        release();
      },
      succeeded: () => {
        if (!open) return;
        // The pair and the username start afresh; the address does not: one good password
        // must not buy more guesses at other names.
        this.byAddressAndUser.clear(pair);
        this.byUser.clear(usernameKey);
        release();
      },
      release,
    };
  }

  private assertUnder(key: string, limit: WindowLimit): void {
    // Over the limit on failures: until the first of them lapses. Only because of attempts
    // still in flight: about as long as one attempt can take.
    const waitMs = limit.wait(key, this.now(), this.policy.maxDelayMs);
    if (waitMs !== null) throw tooManyRequests('tooManySignInAttempts', waitMs);
  }

  private now(): number {
    return this.deps.now().getTime();
  }
}
