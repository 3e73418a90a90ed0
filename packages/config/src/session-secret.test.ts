import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, resolvePiiMasterKeys, resolveSessionSecret } from './index.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atelier-config-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('resolveSessionSecret', () => {
  it('prefers SESSION_SECRET and writes nothing', async () => {
    const secret = 's'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret });
    expect(await resolveSessionSecret(config)).toBe(secret);
    await expect(stat(config.paths.sessionSecret)).rejects.toThrow(/ENOENT/);
  });

  it('generates a secret once and keeps it across restarts', async () => {
    const config = loadConfig({ DATA_DIR: join(dataDir, 'nested') });
    const first = await resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSessionSecret(loadConfig({ DATA_DIR: join(dataDir, 'nested') }))).toBe(first);
    expect((await readFile(config.paths.sessionSecret, 'utf8')).trim()).toBe(first);
    expect((await stat(config.paths.sessionSecret)).mode & 0o777).toBe(0o600);
  });

  it('agrees on one secret when started concurrently', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveSessionSecret(config)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a persisted secret that is too short', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    await writeFile(config.paths.sessionSecret, 'short\n');
    await expect(resolveSessionSecret(config)).rejects.toThrow(/shorter than 32 characters; delete the file/);
  });

  it('never generates one in production', async () => {
    const config = { ...loadConfig({ DATA_DIR: dataDir }), nodeEnv: 'production' as const };
    await expect(resolveSessionSecret(config)).rejects.toThrow('SESSION_SECRET is required when NODE_ENV=production');
  });
});

describe('resolvePiiMasterKeys', () => {
  const KEY = Buffer.alloc(32, 9).toString('base64');

  it('prefers PII_MASTER_KEY (and its previous key) and writes nothing', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PII_MASTER_KEY: KEY, PII_MASTER_KEY_PREVIOUS: Buffer.alloc(32, 8).toString('base64') });
    expect(await resolvePiiMasterKeys(config)).toEqual({
      masterKey: KEY,
      previousMasterKey: Buffer.alloc(32, 8).toString('base64'),
      source: 'environment',
    });
    await expect(stat(config.paths.piiMasterKey)).rejects.toThrow(/ENOENT/);
  });

  it('generates a key once into DATA_DIR/pii-master-key, 0600 in a 0700 directory', async () => {
    const config = loadConfig({ DATA_DIR: join(dataDir, 'nested') });
    const first = await resolvePiiMasterKeys(config);
    expect(first.source).toBe('file');
    expect(Buffer.from(first.masterKey, 'base64')).toHaveLength(32);
    expect(await resolvePiiMasterKeys(loadConfig({ DATA_DIR: join(dataDir, 'nested') }))).toEqual(first);
    expect((await readFile(config.paths.piiMasterKey, 'utf8')).trim()).toBe(first.masterKey);
    expect((await stat(config.paths.piiMasterKey)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'nested'))).mode & 0o777).toBe(0o700);
  });

  it('agrees on one key when started concurrently', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const keys = await Promise.all(Array.from({ length: 8 }, () => resolvePiiMasterKeys(config)));
    expect(new Set(keys.map((k) => k.masterKey)).size).toBe(1);
  });

  it('refuses a damaged key file rather than replacing it', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    await writeFile(config.paths.piiMasterKey, 'not a key\n');
    await expect(resolvePiiMasterKeys(config)).rejects.toThrow(/does not hold a PII master key .* Restore the file from a backup/);
    expect(await readFile(config.paths.piiMasterKey, 'utf8')).toBe('not a key\n');
  });

  it('never generates one in production', async () => {
    const config = { ...loadConfig({ DATA_DIR: dataDir }), nodeEnv: 'production' as const };
    await expect(resolvePiiMasterKeys(config)).rejects.toThrow('PII_MASTER_KEY is required when NODE_ENV=production');
    await expect(stat(config.paths.piiMasterKey)).rejects.toThrow(/ENOENT/);
  });
});
