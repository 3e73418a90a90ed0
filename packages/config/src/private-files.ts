import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** What the app writes under DATA_DIR is its own: directories 0700, files 0600 (ADR 009). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) and makes it 0700, also when it existed already. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/**
 * Sets every directory under `root` (itself included) to 0700 and every file to 0600,
 * touching only those that differ. For trees written by code that ignores the umask
 * (PGlite's file system copies its initial files as 0666) or by an older version of the app.
 * Symbolic links are left alone, not followed.
 */
export async function restrictTree(root: string): Promise<void> {
  const info = await lstat(root);
  if (info.isSymbolicLink()) return;
  const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((info.mode & 0o777) !== wanted) await chmod(root, wanted);
  if (!info.isDirectory()) return;
  for (const name of await readdir(root)) {
    try {
      await restrictTree(join(root, name));
    } catch (error) {
      // A file the database removed meanwhile (a WAL segment, a temporary file).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
