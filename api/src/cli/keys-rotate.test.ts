import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadConfig, readOrCreateNextPiiMasterKey, resolvePiiMasterKeys } from '@atelier/config';
import { MasterKeyMismatchError, openEventStore, type EventStore } from '@atelier/event-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledPath } from '../../../scripts/build/compiled-path.ts';
import { rotateMasterKey } from './rotate-master-key.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const metadata = { actor: 'test', correlationId: 'c', causationId: null };
const newKey = () => randomBytes(32).toString('base64');

/** `pnpm keys:rotate` as the operator runs it (compiled: ADR 055), with only the given environment. */
async function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [compiledPath('api/src/cli/keys-rotate.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );
}

async function submit(store: EventStore, email: string): Promise<string> {
  const streamId = `dress-order-${randomUUID()}`;
  await store.append(streamId, [{ type: 'Submitted', data: { email }, pii: ['email'] }], { streamType: 'dress-order', expectedVersion: -1, metadata });
  return streamId;
}

async function emailOf(dataDir: string, masterKey: string, streamId: string): Promise<unknown> {
  const store = await openEventStore({ dataDir: join(dataDir, 'pglite'), masterKey });
  try {
    return (await store.readStream(streamId)).events[0]!.data.email;
  } finally {
    await store.close();
  }
}

describe('pnpm keys:rotate', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-rotate-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses bad arguments and incomplete environments with a message and a non-zero exit', async () => {
    const base = { DATA_DIR: dataDir, NODE_ENV: 'test' };
    const bogus = await runCli(['--bogus'], base);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain('Unknown option --bogus');
    expect(bogus.stderr).toContain('Usage: pnpm keys:rotate');

    const noPrevious = await runCli([], { ...base, PII_MASTER_KEY: newKey() });
    expect(noPrevious.code).toBe(2);
    expect(noPrevious.stderr).toContain('Nothing to rotate: set PII_MASTER_KEY_PREVIOUS to the current (old) key');

    const onlyPrevious = await runCli([], { ...base, PII_MASTER_KEY_PREVIOUS: newKey() });
    expect(onlyPrevious.code).toBe(2);
    expect(onlyPrevious.stderr).toContain('PII_MASTER_KEY_PREVIOUS is only for a rotation');

    const malformed = await runCli([], { ...base, PII_MASTER_KEY: 'secret-but-short', PII_MASTER_KEY_PREVIOUS: newKey() });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('PII_MASTER_KEY must be 32 bytes in base64');
    expect(malformed.stderr).not.toContain('secret-but-short');

    const noFile = await runCli([], base);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('Nothing to rotate: there is no master key file at');
  }, 180_000);

  it('embedded mode: gives DATA_DIR/pii-master-key a new key and re-wraps every data key under it', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const { masterKey: oldKey } = await resolvePiiMasterKeys(config);
    const store = await openEventStore({ dataDir: config.paths.pglite, masterKey: oldKey });
    const streamId = await submit(store, 'ada@example.org').finally(() => store.close());

    const run = await runCli([], { DATA_DIR: dataDir, NODE_ENV: 'test' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Re-wrapped 1 data keys; all are wrapped by master key');

    const newKeyInFile = (await readFile(config.paths.piiMasterKey, 'utf8')).trim();
    expect(newKeyInFile).not.toBe(oldKey);
    expect((await stat(config.paths.piiMasterKey)).mode & 0o777).toBe(0o600);
    await expect(stat(`${config.paths.piiMasterKey}.next`)).rejects.toThrow(/ENOENT/);
    expect(await emailOf(dataDir, newKeyInFile, streamId)).toBe('ada@example.org');
    await expect(emailOf(dataDir, oldKey, streamId)).rejects.toBeInstanceOf(MasterKeyMismatchError);
  }, 180_000);

  it('embedded mode: a rotation cut short after the database was re-wrapped is finished by a rerun', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const { masterKey: oldKey } = await resolvePiiMasterKeys(config);
    const store = await openEventStore({ dataDir: config.paths.pglite, masterKey: oldKey });
    const streamId = await submit(store, 'bo@example.org').finally(() => store.close());
    // The first run re-wrapped the database with the .next key and died before the rename.
    const next = await readOrCreateNextPiiMasterKey(config);
    const cut = await openEventStore({ dataDir: config.paths.pglite, masterKey: next, previousMasterKey: oldKey });
    await cut.rewrapStreamKeys().finally(() => cut.close());
    await expect(emailOf(dataDir, oldKey, streamId)).rejects.toBeInstanceOf(MasterKeyMismatchError);

    expect(await rotateMasterKey(config)).toMatchObject({ rewrapped: 0 });
    expect((await readFile(config.paths.piiMasterKey, 'utf8')).trim()).toBe(next);
    expect(await emailOf(dataDir, next, streamId)).toBe('bo@example.org');
  }, 180_000);

  it('from PII_MASTER_KEY_PREVIOUS to PII_MASTER_KEY; a wrong previous key is refused and changes nothing', async () => {
    const oldKey = newKey();
    const store = await openEventStore({ dataDir: join(dataDir, 'pglite'), masterKey: oldKey });
    const streamId = await submit(store, 'cy@example.org').finally(() => store.close());
    const newer = newKey();

    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_ORIGIN: 'https://atelier.example', SMTP_URL: 'smtp://127.0.0.1:2525' };
    const wrong = loadConfig({ ...production, PII_MASTER_KEY: newer, PII_MASTER_KEY_PREVIOUS: newKey() });
    await expect(rotateMasterKey(wrong)).rejects.toBeInstanceOf(MasterKeyMismatchError);
    expect(await emailOf(dataDir, oldKey, streamId)).toBe('cy@example.org');

    const config = loadConfig({ ...production, PII_MASTER_KEY: newer, PII_MASTER_KEY_PREVIOUS: oldKey });
    const outcome = await rotateMasterKey(config);
    expect(outcome).toMatchObject({ rewrapped: 1 });
    expect(outcome.next).toContain('remove PII_MASTER_KEY_PREVIOUS');
    expect(await emailOf(dataDir, newer, streamId)).toBe('cy@example.org');
    await expect(emailOf(dataDir, oldKey, streamId)).rejects.toBeInstanceOf(MasterKeyMismatchError);
    await expect(stat(config.paths.piiMasterKey)).rejects.toThrow(/ENOENT/); // the environment's key is never written
  }, 180_000);
});
