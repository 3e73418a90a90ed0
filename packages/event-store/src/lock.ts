import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { DataDirLockedError } from './errors.ts';

export const LOCK_FILE_NAME = 'atelier.lock';

interface LockHolder {
  pid: number;
  hostname: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the PGlite data dir for this process. PGlite has no cross-process locking and
 * two writers corrupt the files, so a second process must be refused; a lock left by a
 * dead process (crash, kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE_NAME);
  const mine = JSON.stringify({ pid: process.pid, hostname: hostname() } satisfies LockHolder);

  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return holdLock(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const raw = readOrNull(file);
    if (raw === null) continue; // released meanwhile
    const holder = parseHolder(raw);
    if (holder === null) {
      // Another process may be between creating and writing the file: give it a moment.
      if (ageMs(file) < 5_000) {
        sleepSync(50);
        continue;
      }
    } else if (isAlive(holder)) {
      throw new DataDirLockedError(dir, holder.pid);
    }
    removeStale(file, raw);
  }
  throw new DataDirLockedError(dir, null);
}

function holdLock(file: string, mine: string): DataDirLock {
  let released = false;
  // Runs on normal exit and process.exit(); a crash leaves a stale lock that the next start takes over.
  const onExit = (): void => release();
  function release(): void {
    if (released) return;
    released = true;
    process.off('exit', onExit);
    if (readOrNull(file) === mine) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  }
  process.on('exit', onExit);
  return { file, release };
}

/**
 * Two processes can see the same stale lock. The takeover directory (mkdir is atomic)
 * lets only one of them delete it, and only if it still holds the stale content, so a
 * fresh lock written by the winner is never removed by the loser.
 */
function removeStale(file: string, staleContent: string): void {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (ageMs(mutex) > 10_000) rmdirSafe(mutex); // left by a process that died mid-takeover
    sleepSync(20);
    return;
  }
  try {
    if (readOrNull(file) === staleContent) unlinkSync(file);
  } finally {
    rmdirSafe(mutex);
  }
}

function isAlive(holder: LockHolder): boolean {
  // A pid on another host (shared volume) cannot be checked: assume it is alive.
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.hostname === 'string') {
      return { pid: value.pid, hostname: value.hostname };
    }
  } catch {
    // fall through
  }
  return null;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function rmdirSafe(path: string): void {
  try {
    rmdirSync(path);
  } catch {
    // already gone
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
