import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { MemoryBoot } from '../pglite.ts';

let image: Promise<MemoryBoot> | null = null;

const pgliteDist = () => dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

async function pgliteVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(pgliteDist(), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** initdb into memory and dump the cluster: what every fresh test database starts as. */
async function initialisedCluster(): Promise<Blob> {
  const fresh = await PGlite.create('memory://');
  try {
    return await fresh.dumpDataDir('none');
  } finally {
    await fresh.close();
  }
}

/**
 * The image as a Blob whose arrayBuffer(), the one read PGlite makes of it, hands over a copy
 * of bytes held in memory: Node's own Blob.arrayBuffer() reads a 40 MB blob in chunks and
 * joins them, about as much CPU as the rest of a boot (ADR 074). Read any other way, it is
 * the same bytes: they are the Blob's own content too.
 */
class HeldBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

async function prepare(): Promise<MemoryBoot> {
  // One file per PGlite version, shared by every test process (vitest runs each file in its
  // own): written to a unique name, then renamed, so a reader never sees half of it.
  const path = join(tmpdir(), `atelier-pglite-cluster-${await pgliteVersion()}.tar`);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch {
    bytes = new Uint8Array(await (await initialisedCluster()).arrayBuffer());
    const partial = `${path}.${randomBytes(6).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }
  return { loadDataDir: new HeldBlob(bytes) };
}

/**
 * The image of an initialised, empty PGlite cluster, made once per machine and PGlite
 * version: an in-memory test store boots from it instead of running initdb, which was
 * most of the seconds each test store cost (ADR 030).
 */
export function memoryBootImage(): Promise<MemoryBoot> {
  image ??= prepare().catch((error: unknown) => {
    image = null;
    throw error;
  });
  return image;
}
