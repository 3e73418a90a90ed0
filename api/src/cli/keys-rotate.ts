import { ConfigError, loadConfig } from '@atelier/config';
import { DataDirLockedError, MasterKeyMismatchError } from '@atelier/event-store';
import { parseFlags } from './args.ts';
import { rotateMasterKey, RotationUsageError } from './rotate-master-key.ts';

const USAGE = `Usage: pnpm keys:rotate

  Re-wraps every personal-data key under a new PII master key (README, "Personal data and the master key").
  With PII_MASTER_KEY set: set PII_MASTER_KEY_PREVIOUS=<old key> and PII_MASTER_KEY=<new key>, then run it.
  Embedded mode (no PII_MASTER_KEY): stop the app, run it; DATA_DIR/pii-master-key gets a new key.`;

async function main(): Promise<void> {
  let flags: Set<string>;
  try {
    ({ flags } = parseFlags(process.argv.slice(2), { values: [], flags: ['help'] }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (flags.has('help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  try {
    const outcome = await rotateMasterKey(loadConfig());
    process.stdout.write(`Re-wrapped ${outcome.rewrapped} data keys; all are wrapped by master key ${outcome.keyId}.\n${outcome.next}\n`);
  } catch (error) {
    const known =
      error instanceof ConfigError ||
      error instanceof RotationUsageError ||
      error instanceof DataDirLockedError ||
      error instanceof MasterKeyMismatchError;
    process.stderr.write(`keys:rotate failed: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
    process.exit(error instanceof RotationUsageError || error instanceof ConfigError ? 2 : 1);
  }
}

await main();
