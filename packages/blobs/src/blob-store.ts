export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Opaque byte storage addressed by keys like `requests/dress/12/0.webp` (see keys.ts).
 * Implementations validate every key before touching storage.
 */
export interface BlobStore {
  /** Creates or replaces the blob. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when no blob has that key. */
  get(key: string): Promise<StoredBlob | null>;
  /** Succeeds whether or not the blob existed, so retried jobs stay idempotent. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Prepares the backing storage (directory or bucket); call once at start-up. */
  ensureReady(): Promise<void>;
}
