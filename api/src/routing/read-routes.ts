import type { Context, Handler } from 'hono';
import type { AppEnv } from '../context.ts';
import { noInput } from '../input/no-input.ts';
import { customRoute, type Access } from './custom-route.ts';

/** Private answers are never kept by a shared or a browser cache. */
const PRIVATE = 'no-store';

/** A read of private JSON: staff-only or session-only, read from the read models. */
export interface PrivateRead {
  access: Access;
  /** The answer (never folded from events: the read models hold it); may throw 400 or 404 for a bad path. */
  answer(c: Context<AppEnv>): Promise<unknown> | unknown;
}

/** GET of private JSON, answered `no-store`. */
export const privateRead = (read: PrivateRead): Handler<AppEnv> =>
  customRoute({ access: read.access, input: noInput }, async ({ c }) => {
    const body = await read.answer(c);
    return c.json(body, 200, { 'Cache-Control': PRIVATE });
  });

/** GET of a resource's collection (`GET /api/events`): a private read of a read model's rows, or of an object holding them. */
export const list = (read: { access: Access; rows(): Promise<unknown> }): Handler<AppEnv> => privateRead({ access: read.access, answer: () => read.rows() });

/** A private file's bytes (a client's photo). */
export interface PrivateFile {
  bytes: Uint8Array;
  contentType: string;
}

/** GET of a private file: never cached, never sniffed into another type. */
export const privateFile = (read: { access: Access; file(c: Context<AppEnv>): Promise<PrivateFile> }): Handler<AppEnv> =>
  customRoute({ access: read.access, input: noInput }, async ({ c }) => {
    const { bytes, contentType } = await read.file(c);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': contentType,
      'Cache-Control': `private, ${PRIVATE}`,
      'X-Content-Type-Options': 'nosniff',
    });
  });
