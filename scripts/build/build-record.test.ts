import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRecord, staleReason, writeRecord, type BuildRecord } from './build-record.ts';

const STARTED = Date.UTC(2026, 0, 1);
let root: string;

/** Writes `path` with the modification time `at` (ms), so no test depends on the clock. */
function file(path: string, at: number): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), path);
  utimesSync(join(root, path), at / 1000, at / 1000);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'atelier-build-record-'));
  file('src/a.ts', STARTED - 60_000);
  file('src/b.ts', STARTED - 1);
  file('dist/a.js', STARTED + 500);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const record: BuildRecord = { startedAt: STARTED, inputs: ['src/a.ts', 'src/b.ts'], outputs: ['dist/a.js'] };

describe('staleReason', () => {
  it('is null when every output exists and no input changed since the build started', () => {
    expect(staleReason(root, record, record.inputs)).toBeNull();
  });

  it('says a target never built must be built', () => {
    expect(staleReason(root, null, [])).toBe('never built');
  });

  it('names a missing output', () => {
    rmSync(join(root, 'dist/a.js'));
    expect(staleReason(root, record, record.inputs)).toBe('dist/a.js is missing');
  });

  it('names an input modified after the build started, even during the build', () => {
    file('src/b.ts', STARTED + 1);
    expect(staleReason(root, record, record.inputs)).toBe('src/b.ts changed');
  });

  it('names an input that is gone', () => {
    rmSync(join(root, 'src/a.ts'));
    expect(staleReason(root, record, record.inputs)).toBe('src/a.ts is gone');
  });

  it('names an input the build did not read, however old the file', () => {
    file('src/c.ts', STARTED - 60_000);
    expect(staleReason(root, record, [...record.inputs, 'src/c.ts'])).toBe('src/c.ts is new');
  });
});

describe('build records', () => {
  it('are read back as written, and read as absent when unreadable', () => {
    expect(readRecord(root, 'server')).toBeNull();
    writeRecord(root, 'server', record);
    expect(readRecord(root, 'server')).toEqual(record);
    writeFileSync(join(root, 'node_modules/.cache/atelier-build/site.json'), '{ cut short');
    expect(readRecord(root, 'site')).toBeNull();
  });
});
