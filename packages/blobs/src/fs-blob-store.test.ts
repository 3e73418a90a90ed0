import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FsBlobStore } from './fs-blob-store.ts';
import { InvalidBlobKeyError } from './keys.ts';

let root: string;
let store: FsBlobStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'atelier-blobs-'));
  store = new FsBlobStore(join(root, 'blobs'));
  await store.ensureReady();
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('FsBlobStore', () => {
  it('round-trips bytes and content type', async () => {
    const key = 'requests/dress/12/0.webp';
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();

    await store.put(key, bytes('first'), 'image/webp');
    expect(await store.exists(key)).toBe(true);
    const blob = await store.get(key);
    expect(blob?.contentType).toBe('image/webp');
    expect(new TextDecoder().decode(blob?.bytes)).toBe('first');

    await store.put(key, bytes('second'), 'image/png');
    expect(await store.get(key)).toEqual({ bytes: bytes('second'), contentType: 'image/png' });

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('stores a subarray view without its surrounding buffer', async () => {
    const whole = bytes('xxPAYLOADxx');
    await store.put('a/b.bin', whole.subarray(2, 9), 'application/octet-stream');
    expect(new TextDecoder().decode((await store.get('a/b.bin'))?.bytes)).toBe('PAYLOAD');
  });

  it('writes blobs 0600 in 0700 folders, and tightens what an older version left open', async () => {
    const legacy = join(root, 'blobs', 'old', 'a.webp');
    await mkdir(join(root, 'blobs', 'old'), { recursive: true });
    await writeFile(legacy, 'old');
    await chmod(legacy, 0o644);
    await chmod(join(root, 'blobs'), 0o755);
    await store.ensureReady();
    await store.put('requests/dress/12/0.webp', bytes('x'), 'image/webp');
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    for (const file of [legacy, join(root, 'blobs', 'requests/dress/12/0.webp'), join(root, 'blobs', '.meta', 'requests/dress/12/0.webp.json')]) {
      expect(await mode(file)).toBe(0o600);
    }
    for (const dir of ['', 'old', 'requests', 'requests/dress/12', '.meta/requests/dress', '.tmp']) {
      expect(await mode(join(root, 'blobs', dir))).toBe(0o700);
    }
  });

  it('leaves no temp files behind', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.put(`many/${i}.bin`, bytes(String(i)), 'text/plain')));
    expect(await readdir(join(root, 'blobs', '.tmp'))).toEqual([]);
    expect((await readdir(join(root, 'blobs', 'many'))).length).toBe(10);
  });

  it('keeps the last of concurrent writes to one key whole', async () => {
    const payloads = Array.from({ length: 8 }, (_, i) => bytes(String(i).repeat(10_000)));
    await Promise.all(payloads.map((p) => store.put('same.bin', p, 'text/plain')));
    const stored = (await store.get('same.bin'))?.bytes;
    expect(payloads.some((p) => Buffer.from(p).equals(Buffer.from(stored ?? [])))).toBe(true);
  });

  it('rejects path traversal on every operation without touching the disk', async () => {
    await writeFile(join(root, 'secret.txt'), 'top secret');
    for (const key of ['../secret.txt', 'a/../../secret.txt', '/etc/passwd', '.meta/x.json']) {
      await expect(store.get(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.exists(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.put(key, bytes('pwned'), 'text/plain')).rejects.toThrow(InvalidBlobKeyError);
    }
    expect(await readdir(root)).toEqual(['blobs', 'secret.txt']);
  });

  it('treats a key that is only a prefix of other keys as absent', async () => {
    await store.put('requests/dress/12/0.webp', bytes('x'), 'image/webp');
    expect(await store.exists('requests/dress')).toBe(false);
    expect(await store.get('requests/dress')).toBeNull();
    expect(await store.get('requests/dress/12/0.webp/more')).toBeNull();
  });

  it('falls back to application/octet-stream when the sidecar is missing', async () => {
    await store.put('x.bin', bytes('x'), 'image/webp');
    await rm(join(root, 'blobs', '.meta', 'x.bin.json'));
    expect((await store.get('x.bin'))?.contentType).toBe('application/octet-stream');
  });
});
