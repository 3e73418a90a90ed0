import { describe, expect, it } from 'vitest';
import { createBlobStore } from './create-blob-store.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

const s3 = { endPoint: 'minio', port: 9000, useSSL: false, accessKey: 'a', secretKey: 'b', bucket: 'atelier', region: 'us-east-1' };

describe('createBlobStore', () => {
  it('uses the filesystem in embedded mode', () => {
    expect(createBlobStore({ mode: { blobs: 'fs' }, paths: { blobs: '/tmp/x' }, s3: undefined })).toBeInstanceOf(FsBlobStore);
  });

  it('uses S3 when configured', () => {
    expect(createBlobStore({ mode: { blobs: 's3' }, paths: { blobs: '/tmp/x' }, s3 })).toBeInstanceOf(S3BlobStore);
  });

  it('refuses S3 mode without settings', () => {
    expect(() => createBlobStore({ mode: { blobs: 's3' }, paths: { blobs: '/tmp/x' }, s3: undefined })).toThrow(/S3_ENDPOINT/);
  });
});
