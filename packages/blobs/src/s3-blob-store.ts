import { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import type { S3Config } from '@atelier/config';
import type { BlobStore, StoredBlob } from './blob-store.ts';
import { assertValidKey } from './keys.ts';

/** The S3 settings config already parsed out of S3_ENDPOINT and the keys. */
export type S3BlobStoreOptions = S3Config;

/** Blobs in a MinIO/S3 bucket, for the production mode. */
export class S3BlobStore implements BlobStore {
  private readonly client: Client;
  private readonly bucket: string;
  private readonly region: string;

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.region = options.region;
    this.client = new Client({
      endPoint: options.endPoint,
      port: options.port,
      useSSL: options.useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      // Compose service names like "minio" have no DNS for bucket subdomains; path style always resolves.
      pathStyle: true,
    });
  }

  async ensureReady(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      // Several processes start together; losing the creation race is success.
      if (!hasCode(error, 'BucketAlreadyOwnedByYou', 'BucketAlreadyExists')) throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.client.putObject(this.bucket, key, body, body.byteLength, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertValidKey(key);
    let stream: Readable;
    try {
      stream = await this.client.getObject(this.bucket, key);
    } catch (error) {
      if (hasCode(error, 'NoSuchKey', 'NotFound')) return null;
      throw error;
    }
    const bytes = await collect(stream);
    // minio hands back the HTTP response itself; reading its header saves a second HEAD request.
    const header = stream instanceof IncomingMessage ? stream.headers['content-type'] : undefined;
    const contentType = header ?? (await this.statContentType(key)) ?? 'application/octet-stream';
    return { bytes, contentType };
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.removeObject(this.bucket, key);
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (error) {
      if (hasCode(error, 'NoSuchKey', 'NotFound')) return false;
      throw error;
    }
  }

  private async statContentType(key: string): Promise<string | undefined> {
    const { metaData } = await this.client.statObject(this.bucket, key);
    const value: unknown = metaData['content-type'];
    return typeof value === 'string' ? value : undefined;
  }
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof S3Error && error.code !== undefined && codes.includes(error.code);
}

async function collect(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const all = Buffer.concat(chunks);
  return new Uint8Array(all.buffer, all.byteOffset, all.byteLength);
}
