import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/** A request body, read within its limit and validated. */
export interface ReadInput<T> {
  value: T;
  /** Uploaded files (multipart only), as sent. */
  files: readonly File[];
  /** A digest of the validated input and the files' bytes: what an Idempotency-Key is bound to. */
  fingerprint(): Promise<string>;
}

/** How an endpoint reads its body: JSON (json-input.ts) or a multipart form (multipart-input.ts). */
export interface InputReader<T> {
  read(c: Context<AppEnv>): Promise<ReadInput<T>>;
}
