import type { AppContext } from '../context.ts';

type WaitContext = Pick<AppContext, 'store' | 'progress' | 'readYourWritesMs'>;

/**
 * Appends nothing: requests are attached to their clients by the client-attachment reactor
 * (workers/src/reactors/client-attachment/, ADR 064), and every command's answer already waits
 * for it. This waits until the reactor and the read models have caught up with the log as it
 * is now (at most the read-your-writes time), for a caller that wants it without a command of
 * its own.
 * Kept only for api/src/routes/commission-measurements.ts until its owner drops the call.
 */
export async function attachNewRequests(ctx: WaitContext): Promise<void> {
  await ctx.progress.waitFor(await ctx.store.headPosition(), ctx.readYourWritesMs);
}
