import type { Timer } from '../background/timer.ts';

interface Scheduled {
  run: () => void;
  ms: number;
}

/**
 * A Timer the test fires: what the code scheduled stays pending, with its delay, until the
 * test fires it, so a wake-up that comes late is as visible as one that comes at once.
 */
export function manualTimer() {
  const scheduled = new Set<Scheduled>();
  const timer: Timer = (run, ms) => {
    const entry = { run, ms };
    scheduled.add(entry);
    return () => scheduled.delete(entry);
  };
  return {
    timer,
    /** The delays of the wake-ups scheduled and not cancelled or fired, in order of scheduling. */
    pending: () => [...scheduled].map((s) => s.ms),
    /** Runs every pending wake-up now, as if its time had come. */
    fireAll(): void {
      const due = [...scheduled];
      scheduled.clear();
      for (const s of due) s.run();
    },
  };
}
