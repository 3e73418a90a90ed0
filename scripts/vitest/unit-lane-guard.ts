import childProcess from 'node:child_process';
import dgram from 'node:dgram';
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { afterAll, afterEach } from 'vitest';

/**
 * The unit lane's setup file: a test in this lane may not open a database, start a process or
 * touch the network (docs/decisions/039-test-lanes-and-safe-stops.md). Each of those throws here, and a test
 * that caught the throw still fails after it, so a misfiled test cannot pass quietly.
 */

const violations: string[] = [];

export class UnitLaneViolation extends Error {
  override name = 'UnitLaneViolation';
}

/** Records and throws: the lane's one way of saying no (refused-pglite.ts uses it too). */
export function refuse(what: string): never {
  const text = `the unit lane ${what}: list this test file under INTEGRATION_TESTS in vitest.config.ts, or test the logic without it`;
  violations.push(text);
  throw new UnitLaneViolation(text);
}

/** What a test did that the unit lane refuses (the guard's own test clears it with `splice`). */
export const unitLaneViolations = violations;

const refuser = (what: string) =>
  function refused(): never {
    return refuse(what);
  };

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  Object.assign(childProcess, { [name]: refuser(`starts no child process (child_process.${name})`) });
}
// Every TCP or IPC client, fetch and pg included, ends in Socket#connect; every server in Server#listen.
net.Socket.prototype.connect = refuser('opens no socket (a client connection: network or a database server)');
net.Server.prototype.listen = refuser('listens on no socket (a server)');
dgram.Socket.prototype.bind = refuser('opens no UDP socket');
dgram.Socket.prototype.send = refuser('opens no UDP socket');
dns.lookup = refuser('resolves no host name') as unknown as typeof dns.lookup;
dns.promises.lookup = refuser('resolves no host name') as unknown as typeof dns.promises.lookup;
// `import { spawn } from 'node:child_process'` reads the ES module's own bindings: bring them in line.
syncBuiltinESMExports();

/** Fails the test (or, from afterAll, the file) in which a refusal happened, even if it was caught. */
function failOnRefusals(): void {
  if (violations.length === 0) return;
  const seen = violations.splice(0);
  throw new UnitLaneViolation(`this test broke the unit lane (even if it caught the error): ${seen.join('; ')}`);
}
afterEach(failOnRefusals);
// A refusal in a file's own beforeAll or afterAll (no test ran after it) is reported here, and
// never left for the next file of the same worker (the lane shares one module graph per worker).
afterAll(failOnRefusals);
