import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { DEFAULT_POLICY, LoginThrottle, type LoginThrottlePolicy } from './login-throttle.ts';

/**
 * A throttle on a hand-moved clock whose sleeps are recorded and return at once, or, while
 * `holdSleeps` is set, wait until `wakeAll()`.
 */
function setup(policy: Partial<LoginThrottlePolicy> = {}) {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const slept: number[] = [];
  let sleeping: (() => void)[] = [];
  const control = { holdSleeps: false };
  const throttle = new LoginThrottle({
    now: () => new Date(now),
    sleep: (ms) => {
      slept.push(ms);
      return control.holdSleeps ? new Promise<void>((resolve) => sleeping.push(resolve)) : Promise.resolve();
    },
    policy,
  });
  const fail = async (ip: string, user: string) => (await throttle.begin(ip, user)).failed();
  const succeed = async (ip: string, user: string) => {
    const attempt = await throttle.begin(ip, user);
    attempt.succeeded();
    return attempt.delayMs;
  };
  return {
    throttle,
    slept,
    control,
    wakeAll: () => {
      for (const wake of sleeping) wake();
      sleeping = [];
    },
    fail,
    succeed,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The 429 begin() refuses with, and its Retry-After in seconds. */
async function refusal(attempt: Promise<unknown>): Promise<number> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const http = error as HttpError;
  expect(http.status).toBe(429);
  expect(http.text).toEqual({ key: 'tooManySignInAttempts' });
  return Number(http.headers?.['Retry-After']);
}

const { perAddress, perAddressAndUser, windowMs, maxDelayMs } = DEFAULT_POLICY;

describe('LoginThrottle: hard limits', () => {
  it(`refuses one address and username after ${perAddressAndUser} failures, until the first one lapses`, async () => {
    const t = setup();
    for (let n = 0; n < perAddressAndUser; n++) {
      await t.fail('203.0.113.7', 'ana');
      t.advance(1000);
    }
    expect(await refusal(t.throttle.begin('203.0.113.7', 'ana'))).toBe((windowMs - perAddressAndUser * 1000) / 1000);
    // The same address on another name, and another address on this name, still get through.
    await t.succeed('203.0.113.7', 'marta');
    await t.succeed('198.51.100.1', 'ana');

    t.advance(windowMs - perAddressAndUser * 1000);
    await t.succeed('203.0.113.7', 'ana');
  });

  it(`refuses an address after ${perAddress} failures on any names, even with the right password`, async () => {
    const t = setup();
    for (let n = 0; n < perAddress; n++) await t.fail('203.0.113.8', `guess${n}`);
    const retryAfter = await refusal(t.throttle.begin('203.0.113.8', 'ana'));
    expect(retryAfter).toBe(windowMs / 1000);
    await t.succeed('203.0.113.9', 'ana');
    t.advance(windowMs);
    await t.succeed('203.0.113.8', 'ana');
  });

  it('a success clears the address and username pair, not the address', async () => {
    const t = setup();
    for (let n = 0; n < perAddressAndUser - 1; n++) await t.fail('203.0.113.10', 'ana');
    await t.succeed('203.0.113.10', 'ana');
    for (let n = 0; n < perAddressAndUser - 1; n++) await t.fail('203.0.113.10', 'ana');
    await t.succeed('203.0.113.10', 'ana');
    // 8 failures so far on the address; the rest up to its limit, on other names.
    for (let n = 2 * (perAddressAndUser - 1); n < perAddress; n++) await t.fail('203.0.113.10', `other${n}`);
    await refusal(t.throttle.begin('203.0.113.10', 'ana'));
  });

  it('counts attempts still in flight, so a parallel burst from one address cannot outrun its limit', async () => {
    const t = setup();
    // Slow the username down first (failures from elsewhere), so attempts wait in sleep.
    for (let n = 0; n < 5; n++) await t.fail(`198.51.100.${n}`, 'ana');
    t.control.holdSleeps = true;

    const burst = Array.from({ length: perAddressAndUser }, () => t.throttle.begin('203.0.113.11', 'ana'));
    expect(await refusal(t.throttle.begin('203.0.113.11', 'ana'))).toBe(Math.ceil(maxDelayMs / 1000));
    t.wakeAll();
    for (const attempt of await Promise.all(burst)) attempt.failed();
    expect(t.throttle.sizes().inFlight).toBe(0);
    expect(await refusal(t.throttle.begin('203.0.113.11', 'ana'))).toBe(windowMs / 1000);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 one', async () => {
    const t = setup();
    for (let n = 1; n <= perAddressAndUser; n++) await t.fail(`2001:db8:1:2::${n.toString(16)}`, 'ana');
    await refusal(t.throttle.begin('2001:db8:1:2:ffff:ffff:ffff:ffff', 'ana'));
    await t.succeed('2001:db8:1:3::1', 'ana');

    for (let n = 0; n < perAddressAndUser; n++) await t.fail('::ffff:192.0.2.1', 'marta');
    await refusal(t.throttle.begin('192.0.2.1', 'marta'));
  });
});

describe('LoginThrottle: per username, a capped delay and never a lock', () => {
  it('grows the delay with each failure from anywhere, caps it, and still lets the owner in from a clean address', async () => {
    const t = setup();
    const delays: number[] = [];
    // 50 addresses, two wrong guesses each: a spread-out attack no hard limit catches.
    for (let n = 0; n < 100; n++) {
      const attempt = await t.throttle.begin(`10.0.${n % 50}.1`, 'ana');
      delays.push(attempt.delayMs);
      attempt.failed();
    }
    expect(delays.slice(0, 8)).toEqual([0, 0, 0, 500, 1000, 2000, 4000, maxDelayMs]);
    expect(delays.slice(7).every((ms) => ms === maxDelayMs)).toBe(true);
    expect(t.slept).toEqual(delays.filter((ms) => ms > 0));

    // The owner, from an address that has not failed: in, after at most the cap.
    expect(await t.succeed('192.0.2.50', 'ana')).toBe(maxDelayMs);
    expect(t.slept.at(-1)).toBe(maxDelayMs);
    // Her success resets the username's count.
    expect(t.throttle.delayFor('ana')).toBe(0);
  });

  it('leaves other usernames alone', async () => {
    const t = setup();
    for (let n = 0; n < 10; n++) await t.fail(`10.1.${n}.1`, 'ana');
    expect(t.throttle.delayFor('ana')).toBe(maxDelayMs);
    expect(t.throttle.delayFor('marta')).toBe(0);
  });

  it('lets the delay lapse a window after the last failure, not the first', async () => {
    const t = setup();
    for (let n = 0; n < 5; n++) {
      await t.fail(`10.2.${n}.1`, 'ana');
      t.advance(windowMs / 2);
    }
    // The first failure is two windows old, but the attack went on: still slowed down.
    expect(t.throttle.delayFor('ana')).toBe(2000);
    t.advance(windowMs / 2);
    expect(t.throttle.delayFor('ana')).toBe(0);
  });
});

describe('LoginThrottle: memory', () => {
  it('holds at most maxEntries keys per counter, however many addresses and names are sprayed', async () => {
    const t = setup({ maxEntries: 100 });
    for (let n = 0; n < 1000; n++) await t.fail(`10.${n >> 8}.${n & 255}.9`, `user${n}`);
    expect(t.throttle.sizes()).toEqual({ address: 100, addressAndUser: 100, user: 100, inFlight: 0 });
    // The most recent attackers are the ones remembered.
    for (let n = 0; n < perAddressAndUser - 1; n++) await t.fail('10.3.231.9', 'user999');
    await refusal(t.throttle.begin('10.3.231.9', 'user999'));
  });

  it('drops lapsed entries as new failures arrive', async () => {
    const t = setup();
    for (let n = 0; n < 50; n++) await t.fail(`10.4.0.${n}`, `user${n}`);
    t.advance(windowMs);
    await t.fail('10.5.0.1', 'someone');
    expect(t.throttle.sizes()).toEqual({ address: 1, addressAndUser: 1, user: 1, inFlight: 0 });
  });
});
