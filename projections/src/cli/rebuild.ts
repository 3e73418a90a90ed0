import { ConfigError, loadConfig } from '@atelier/config';
import { DataDirLockedError, openEventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS, projectionByName } from '../all.ts';
import { prepareProjections, rebuildProjection } from '../runner/setup.ts';

/** `pnpm projections:rebuild [name]`: replays every event into one read model, or all of them. */
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
  const targets = names.length ? names.map((name) => projectionByName(name)!) : ALL_PROJECTIONS;
  const config = loadConfig();
  const store = await openEventStore({ databaseUrl: config.databaseUrl, dataDir: config.paths.pglite });
  try {
    await prepareProjections(store, ALL_PROJECTIONS);
    for (const projection of targets) {
      const started = performance.now();
      const replayed = await rebuildProjection(store, projection);
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`${projection.name}: rebuilt from ${replayed} events in ${ms} ms\n`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(`${error instanceof Error ? (expected ? error.message : error.stack) : String(error)}\n`);
  process.exit(1);
});
