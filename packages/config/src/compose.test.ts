import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';

// The compose file lives at the repository root but its environment contract is this package's,
// so its checks live here.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const composeFile = join(root, 'docker-compose.yml');
const dclintBin = join(dirname(createRequire(import.meta.url).resolve('dclint/package.json')), 'bin/dclint.cjs');

const STAND_INS: Record<string, string> = {
  SESSION_SECRET: 's'.repeat(64),
  PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_ORIGIN: 'https://atelier.example',
  SMTP_URL: 'smtps://atelier:mail-secret@smtp.atelier.example:465',
};

interface DclintResult {
  messages: { rule: string; type: 'error' | 'warning'; message: string; line: number }[];
  errorCount: number;
  warningCount: number;
}

describe('docker-compose.yml', () => {
  it('passes dclint with no errors or warnings', async () => {
    // dclint exits non-zero on errors; the JSON report is on stdout either way.
    const stdout = await promisify(execFile)(process.execPath, [dclintBin, composeFile, '--formatter', 'json'], { cwd: root }).then(
      (r) => r.stdout,
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    const [result] = JSON.parse(stdout) as DclintResult[];
    const problems = result?.messages.map((m) => `${m.type} ${m.rule} line ${m.line}: ${m.message}`);
    expect(problems).toEqual([]);
    expect(result?.errorCount).toBe(0);
  });

  it('gives app and worker an environment loadConfig accepts in full production mode', async () => {
    const text = await readFile(composeFile, 'utf8');
    const block = text.slice(text.indexOf('x-app-environment:'), text.indexOf('\nname:'));
    const env = Object.fromEntries(
      [...block.matchAll(/^ {2}([A-Z0-9_]+): (.+)$/gm)].map(([, name, value]) => [
        name,
        // Stand-ins for what `docker compose` interpolates from .env.
        (value ?? '').replace(/\$\{([A-Z0-9_]+)(:[-?])([^}]*)\}/g, (_m, variable: string, op: string, rest: string) =>
          op === ':-' ? rest : (STAND_INS[variable] ?? `${variable.toLowerCase().replace(/_/g, '-')}-value`),
        ),
      ]),
    );
    const config = loadConfig(env);
    expect(config.mode).toEqual({ database: 'postgres', projections: 'bullmq', blobs: 's3' });
    expect(config.piiMasterKey).toBe(STAND_INS.PII_MASTER_KEY);
    expect(config.piiMasterKeyPrevious).toBeUndefined();
    expect(config.s3).toMatchObject({ endPoint: 'minio', port: 9000, useSSL: false, bucket: 'atelier' });
    // Both send and link mail: the workers need the SMTP server and the secret client links are made with.
    expect(config.mail).toMatchObject({ smtpUrl: STAND_INS.SMTP_URL, from: { name: null, address: 'atelier@atelier.example' } });
    expect(config.sessionSecret).toBe(STAND_INS.SESSION_SECRET);
  });
});
