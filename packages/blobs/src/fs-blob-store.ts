import { randomBytes } from 'node:crypto';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, restrictTree } from '@atelier/config';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { BlobStore, StoredBlob } from './blob-store.ts';
import { assertValidKey } from './keys.ts';

interface Sidecar {
  contentType: string;
}

/**
 * Blobs as plain files under `rootDir/<key>`, for the embedded mode.
 *
 * Layout: the content type lives in `rootDir/.meta/<key>.json` and writes are staged in
 * `rootDir/.tmp/`. Valid keys never start a segment with ".", so neither folder is reachable by a key.
 * Every write goes to a temp file, is fsynced, then renamed over the target, so a crash leaves
 * either the old or the new file, never a torn one. Files are 0600 and folders 0700: the
 * uploads are the clients' (ADR 009).
 */
export class FsBlobStore implements BlobStore {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = resolve(rootDir);
  }

  async ensureReady(): Promise<void> {
    await ensurePrivateDir(join(this.root, '.tmp'));
    await ensurePrivateDir(join(this.root, '.meta'));
    // Blobs an older version wrote with the umask's modes.
    await restrictTree(this.root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { data, meta } = this.paths(key);
    // The sidecar goes first so that a reader who can see the data also finds its content type.
    const sidecar: Sidecar = { contentType };
    await this.writeAtomically(meta, new TextEncoder().encode(JSON.stringify(sidecar)));
    await this.writeAtomically(data, bytes);
  }

  async get(key: string): Promise<StoredBlob | null> {
    const { data, meta } = this.paths(key);
    const bytes = await readOrNull(data);
    if (bytes === null) return null;
    const sidecar = await readOrNull(meta);
    const contentType = sidecar === null ? 'application/octet-stream' : (JSON.parse(sidecar.toString('utf8')) as Sidecar).contentType;
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
  }

  async delete(key: string): Promise<void> {
    const { data, meta } = this.paths(key);
    await rm(data, { force: true });
    await rm(meta, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const { data } = this.paths(key);
    try {
      return (await stat(data)).isFile();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  private paths(key: string): { data: string; meta: string } {
    assertValidKey(key);
    const data = resolve(this.root, key);
    // Belt and braces: assertValidKey already forbids "..", this catches any future regex slip.
    if (!data.startsWith(this.root + sep)) throw new Error(`Blob key escapes the store root: ${key}`);
    return { data, meta: join(this.root, '.meta', `${key}.json`) };
  }

  private async writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
    const tmpDir = join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temp = join(tmpDir, `${randomBytes(12).toString('hex')}.tmp`);
    try {
      const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(dirname(target));
  }
}

/** Makes the rename itself durable: without it a power loss can forget the new directory entry. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // ENOTDIR: a prefix of the key is a file. EISDIR: the key is only a prefix of other keys.
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
