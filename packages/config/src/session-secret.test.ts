import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, resolveSessionSecret } from './index.ts';

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
