import { ConfigError, loadConfig, resolvePiiMasterKeys } from '@atelier/config';
import { DataDirLockedError, MasterKeyMismatchError, openEventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS, projectionByName } from '../all.ts';
import { prepareProjections, rebuildProjection, rebuildProjections } from '../runner/setup.ts';

/**
 * `pnpm projections:rebuild [name]`: replays every event into one read model, or into all
 * of them in one pass over the log (each page is read once for every projection).
 */
async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !projectionByName(name));
  if (names.length > 1 || unknown.length > 0) {
    process.stderr.write(
      `Usage: pnpm projections:rebuild [name]\nKnown projections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}\n` +
        (unknown.length ? `Unknown projection: ${unknown.join(', ')}\n` : ''),
    );
    process.exit(2);
  }
  const target = names.length ? projectionByName(names[0]!)! : null;
  const config = loadConfig();
  const keys = await resolvePiiMasterKeys(config);
  const store = await openEventStore({ databaseUrl: config.databaseUrl, dataDir: config.paths.pglite, ...keys });
  try {
    await prepareProjections(store, ALL_PROJECTIONS);
    const started = performance.now();
    const replayed = target ? await rebuildProjection(store, target) : await rebuildProjections(store, ALL_PROJECTIONS);
    const ms = Math.round(performance.now() - started);
    const what = target ? target.name : ALL_PROJECTIONS.map((p) => p.name).join(', ');
    process.stdout.write(`${what}: rebuilt from ${replayed} events in ${ms} ms\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof MasterKeyMismatchError;
  process.stderr.write(`${error instanceof Error ? (expected ? error.message : error.stack) : String(error)}\n`);
  process.exit(1);
});
