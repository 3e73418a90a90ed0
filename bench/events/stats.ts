/** Small numeric helpers: percentiles, rates and formatting. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function rate(count: number, ms: number): number {
  return ms > 0 ? (count * 1000) / ms : 0;
}

export const now = (): number => performance.now();

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function fmtRate(perSecond: number): string {
  return `${Math.round(perSecond).toLocaleString('en-US')}/s`;
}

export function fmtMs(ms: number): string {
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

export function fmtRatio(ratio: number): string {
  return ratio.toFixed(2);
}

/**
 * Runs `op` in `concurrency` loops until `durationMs` has passed; each loop finishes the
 * operation in flight. Returns operations completed and the wall time they took.
 */
export async function runFor(
  concurrency: number,
  durationMs: number,
  op: (writer: number) => Promise<unknown>,
): Promise<{ count: number; ms: number }> {
  let count = 0;
  const start = now();
  const deadline = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, writer) => {
      while (now() < deadline) {
        await op(writer);
        count += 1;
      }
    }),
  );
  return { count, ms: now() - start };
}
