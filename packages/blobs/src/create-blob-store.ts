import type { BlobStore } from './blob-store.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.ts';

/**
 * The slice of @atelier/config's `Config` this package needs, spelled out structurally so that
 * blobs does not depend on config: `createBlobStore(loadConfig())` type-checks as is.
 */
export interface BlobStoreConfig {
  mode: { blobs: 'fs' | 's3' };
  paths: { blobs: string };
  s3: S3BlobStoreOptions | undefined;
}

export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.mode.blobs === 'fs') return new FsBlobStore(config.paths.blobs);
  if (config.s3 === undefined) throw new Error('Blob mode is "s3" but no S3 settings were given (S3_ENDPOINT and keys)');
  return new S3BlobStore(config.s3);
}
