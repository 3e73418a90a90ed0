import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidBlobKeyError } from './keys.ts';
import { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.ts';

// s3rver's built-in account; it verifies request signatures against this pair.
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

let server: S3rver;
let directory: string;
let options: Omit<S3BlobStoreOptions, 'bucket'>;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'atelier-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  options = { endPoint: '127.0.0.1', port, useSSL: false, accessKey: ACCESS_KEY, secretKey: SECRET_KEY, region: 'us-east-1' };
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('S3BlobStore', () => {
  it('creates a missing bucket and is idempotent about it', async () => {
    const store = new S3BlobStore({ ...options, bucket: 'fresh-bucket' });
    await expect(store.put('a.txt', bytes('a'), 'text/plain')).rejects.toMatchObject({ code: 'NoSuchBucket' });
    await store.ensureReady();
    await store.ensureReady();
    await store.put('a.txt', bytes('a'), 'text/plain');
    expect(await store.exists('a.txt')).toBe(true);
  });

  it('round-trips bytes and content type', async () => {
    const store = new S3BlobStore({ ...options, bucket: 'atelier' });
    await store.ensureReady();
    const key = 'requests/dress/12/0.webp';
    expect(await store.get(key)).toBeNull();

    const payload = new Uint8Array(256).map((_, i) => i);
    await store.put(key, payload, 'image/webp');
    expect(await store.exists(key)).toBe(true);
    expect(await store.get(key)).toEqual({ bytes: payload, contentType: 'image/webp' });

    await store.put(key, bytes('replaced'), 'image/png');
    expect(await store.get(key)).toEqual({ bytes: bytes('replaced'), contentType: 'image/png' });

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('rejects a wrong secret key', async () => {
    const store = new S3BlobStore({ ...options, secretKey: 'not-the-secret', bucket: 'atelier' });
    await expect(store.ensureReady()).rejects.toThrow();
    await expect(store.put('x.txt', bytes('x'), 'text/plain')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('validates keys before any request', async () => {
    const store = new S3BlobStore({ ...options, bucket: 'atelier' });
    await expect(store.get('../other-bucket/x')).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.put('/abs', bytes('x'), 'text/plain')).rejects.toThrow(InvalidBlobKeyError);
  });
});
