import { fileURLToPath } from 'node:url';
import { readRecord, staleReason, writeRecord, type BuildRecord } from './build-record.ts';
import { buildSite, siteInputs } from './build-site.ts';
import { compileServerInChild } from './compile-server-child.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What `pnpm build` makes, each on its own: `pnpm start` rebuilds only the stale ones. */
interface Target {
  name: 'server' | 'site';
  build(root: string): Promise<BuildRecord>;
  /** The files whose change makes the last build stale. */
  inputs(root: string, last: BuildRecord): readonly string[];
}

export const TARGETS: readonly Target[] = [
  {
    name: 'server',
    // In a child process, like the site's build: esbuild's service ends with it (ADR 057).
    build: (root) => compileServerInChild(root),
    // The compiled files are exactly the sources the last build followed; a file none of them
    // imports cannot change the output until one of them changes to import it.
    inputs: (_root, last) => last.inputs,
  },
  { name: 'site', build: buildSite, inputs: (root) => siteInputs(root) },
];

/** Why `target` must be built again (see staleReason), or null when its last build is current. */
export function staleness(root: string, target: Target): string | null {
  const last = readRecord(root, target.name);
  return staleReason(root, last, last ? target.inputs(root, last) : []);
}

/** Builds the targets side by side (the site spends most of its time in sharp, the server in esbuild). */
export async function buildTargets(root: string, targets: readonly Target[]): Promise<void> {
  const results = await Promise.allSettled(
    targets.map(async (target) => {
      const started = Date.now();
      writeRecord(root, target.name, await target.build(root));
      process.stdout.write(`build: ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    }),
  );
  // Each target waits for the other to finish, so that a failure leaves no build running behind it.
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Builds the stale targets (`pnpm start`), saying which and why, or that none is. */
export async function buildWhatIsStale(root: string): Promise<void> {
  const stale = TARGETS.flatMap((target) => {
    const reason = staleness(root, target);
    return reason ? [{ target, reason }] : [];
  });
  if (stale.length === 0) {
    process.stdout.write('build: server and site are up to date, nothing to build\n');
    return;
  }
  process.stdout.write(`build: ${stale.map(({ target, reason }) => `${target.name} (${reason})`).join(', ')}\n`);
  await buildTargets(root, stale.map(({ target }) => target));
}
