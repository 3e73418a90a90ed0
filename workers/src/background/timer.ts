/**
 * Runs `run` once, `ms` from now, unless the returned function cancels it first. Background
 * work takes one so a test can fire it when it says, instead of waiting on the wall clock
 * (docs/decisions/039-test-lanes-and-safe-stops.md).
 */
export type Timer = (run: () => void, ms: number) => () => void;

/** setTimeout, unref'd: a pending wake-up never keeps the process alive. */
export const realTimer: Timer = (run, ms) => {
  const timer = setTimeout(run, ms).unref();
  return () => clearTimeout(timer);
};
