import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_BYTES, open } from '../pii.ts';

/** Every regular file under `dir`, with its mode and modification time. */
export function filesUnder(dir: string): { path: string; mode: number; mtimeMs: number }[] {
  const files: { path: string; mode: number; mtimeMs: number }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = statSync(path);
    if (info.isDirectory()) files.push(...filesUnder(path));
    else files.push({ path, mode: info.mode & 0o777, mtimeMs: info.mtimeMs });
  }
  return files;
}

/** The directories under `dir` (itself included), with their modes. */
export function dirsUnder(dir: string): { path: string; mode: number }[] {
  const dirs = [{ path: dir, mode: statSync(dir).mode & 0o777 }];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) dirs.push(...dirsUnder(path));
  }
  return dirs;
}

/**
 * For each named needle, the files under `dir` whose bytes contain it anywhere (the WAL
 * included). Reads each file once, whatever the number of needles.
 */
export function findOnDisk(dir: string, needles: Record<string, Uint8Array>): Record<string, string[]> {
  const found: Record<string, string[]> = Object.fromEntries(Object.keys(needles).map((name) => [name, []]));
  for (const { path } of filesUnder(dir)) {
    const bytes = readFileSync(path);
    for (const [name, needle] of Object.entries(needles)) if (bytes.includes(Buffer.from(needle))) found[name]!.push(path);
  }
  return found;
}

/**
 * What an attacker holding the files but not the master key does: try every 32-byte
 * window of the given files as the AES key of a sealed box. Windows with more than 3 zero
 * bytes are skipped (a random key has more with probability below 1e-5), and each
 * distinct window is tried once. Answers the plaintext, or null when nothing opens it.
 */
export function bruteForceSealedBox(paths: readonly string[], sealed: string, context: string): { plaintext: string; path: string } | null {
  const tried = new Set<string>();
  for (const path of paths) {
    const bytes = readFileSync(path);
    let zeros = 0;
    for (let end = 0; end < bytes.length; end++) {
      if (bytes[end] === 0) zeros++;
      if (end >= KEY_BYTES && bytes[end - KEY_BYTES] === 0) zeros--;
      if (end < KEY_BYTES - 1 || zeros > 3) continue;
      const window = bytes.subarray(end - KEY_BYTES + 1, end + 1);
      const id = window.toString('latin1');
      if (tried.has(id)) continue;
      tried.add(id);
      try {
        return { plaintext: open(Buffer.from(window), sealed, context).toString('utf8'), path };
      } catch {
        // not the key
      }
    }
  }
  return null;
}
