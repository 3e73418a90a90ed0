import { ConfigError, loadConfig, resolvePiiMasterKeys } from '@atelier/config';
import { registerSchema } from '@atelier/contracts';
import { DomainError } from '@atelier/domain';
import { DataDirLockedError, MasterKeyMismatchError, openEventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS, catchUpTo, prepareProjections, usersProjection } from '@atelier/projections';
import * as v from 'valibot';
import { registerUser } from '../accounts/register-user.ts';
import { scryptHasher } from '../auth/password.ts';
import { HttpError } from '../errors.ts';
import { parseFlags } from './args.ts';
import { readPassword } from './read-password.ts';

const USAGE = `Usage: pnpm user:create --username <name> [--admin]
  The password is asked for on the terminal, or read from stdin when piped:
    echo 'a long passphrase' | pnpm user:create --username ana --admin
  The very first account is always an administrator.`;

async function main() {
  let parsed;
  try {
    parsed = parseFlags(process.argv.slice(2), { values: ['username'], flags: ['admin', 'help'] });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const { values, flags } = parsed;
  if (flags.has('help') || !values.username) {
    process.stdout.write(USAGE + '\n');
    process.exit(flags.has('help') ? 0 : 2);
  }
  const password = await readPassword('Password: ');
  const input = v.safeParse(registerSchema, { username: values.username, password, isAdmin: flags.has('admin') }, { lang: 'en' });
  if (!input.success) throw new Error(input.issues.map((issue) => issue.message).join('\n'));

  const config = loadConfig();
  const keys = await resolvePiiMasterKeys(config);
  const store = await openEventStore({ databaseUrl: config.databaseUrl, dataDir: config.paths.pglite, ...keys });
  try {
    await prepareProjections(store, ALL_PROJECTIONS);
    const { user, position } = await registerUser(
      { store, passwords: scryptHasher() },
      {
        account: input.output,
        // Whoever can run this already holds the database: the CLI acts as an administrator.
        actor: { isAdmin: true },
        at: new Date().toISOString(),
        metadata: { actor: 'system:cli', correlationId: crypto.randomUUID(), causationId: null },
      },
    );
    await catchUpTo(store, usersProjection, position);
    process.stdout.write(`Created ${user.isAdmin ? 'administrator' : 'user'} "${user.username}" (${user.id}).\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  const expected = [ConfigError, DataDirLockedError, MasterKeyMismatchError, DomainError, HttpError].some((kind) => error instanceof kind);
  process.stderr.write(`${error instanceof Error && expected ? error.message : String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
