import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './errors.ts';
import { LOCK_FILE_NAME } from './lock.ts';
import { openEventStore } from './store.ts';
import { TEST_MASTER_KEY } from './testing.ts';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const fixture = join(here, 'test-fixtures', 'open-data-dir.ts');
const holdFixture = join(here, 'test-fixtures', 'hold-lock.ts');
const tsx = join(here, '..', '..', '..', 'node_modules', '.bin', 'tsx');

async function openInChild(dataDir: string): Promise<{ ok: boolean; name?: string; message?: string; pid?: number }> {
  const { stdout } = await run(tsx, [fixture, dataDir], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

/** A pid that surely belongs to no live process: one that has just exited. */
async function deadPid(): Promise<number> {
  const { stdout } = await run(process.execPath, ['-e', 'console.log(process.pid)']);
  return Number(stdout.trim());
}

describe('PGlite data dir lock', () => {
  const dirs: string[] = [];
  const tempDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second process while the first holds the dir, and admits one after close', async () => {
    const dataDir = tempDir();
    const store = await openEventStore({ dataDir, masterKey: TEST_MASTER_KEY });
    try {
      const child = await openInChild(dataDir);
      expect(child.ok).toBe(false);
      expect(child.name).toBe('DataDirLockedError');
      expect(child.message).toContain(`process ${process.pid}`);
      expect(child.message).toContain('one process per data dir');
      // Same process, second open: refused too (two PGlite instances would corrupt the files).
      await expect(openEventStore({ dataDir, masterKey: TEST_MASTER_KEY })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await store.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect((await openInChild(dataDir)).ok).toBe(true);
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dataDir = tempDir();
    const pid = await deadPid();
    writeFileSync(join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid, hostname: hostname() }));
    const store = await openEventStore({ dataDir, masterKey: TEST_MASTER_KEY });
    try {
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    } finally {
      await store.close();
    }
  });

  it('lets exactly one of several processes racing for the same stale lock win', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: await deadPid(), hostname: hostname() }));
    const children = Array.from({ length: 4 }, () => spawn(tsx, [holdFixture, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] }));
    const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    try {
      const outcomes = await Promise.all(children.map(firstLine));
      const results = outcomes.map((line) => JSON.parse(line) as { ok: boolean; name?: string });
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).every((r) => r.name === 'DataDirLockedError')).toBe(true);
    } finally {
      for (const child of children) child.stdin?.end();
      await Promise.all(exited);
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end >= 0) resolve(buffer.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before reporting`)));
  });
}
