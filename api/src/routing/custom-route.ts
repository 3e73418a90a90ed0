import type { Context, Handler } from 'hono';
import type { AppEnv } from '../context.ts';
import { forbidden, notFound, unauthorized } from '../errors.ts';

/**
 * Who may call an endpoint (docs/product.md#permissions): every route declares one. 'client'
 * is a client's session on her one request (ADR 046), never a staff sign-in.
 */
export type Access = 'public' | 'signed-in' | 'admin' | 'client';

/**
 * 401 for a visitor where a sign-in is needed, 403 for a non-admin where an admin is; 404 where
 * her page needs a live client session, with the words of a link that opens nothing (ADR 046).
 */
function assertAccess(c: Context<AppEnv>, access: Access): void {
  if (access === 'public') return;
  if (access === 'client') {
    if (!c.get('clientRequest')) throw notFound('clientNotFound');
    return;
  }
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (access === 'admin' && !user.isAdmin) throw forbidden();
}

/** A request's input, read within its limit and validated. */
interface ReadInput<T> {
  value: T;
  /** Uploaded files (multipart only), as sent. */
  files: readonly File[];
}

/** How a route reads its input (input/json-input.ts, multipart-input.ts, query-input.ts, no-input.ts). */
export interface InputReader<T> {
  read(c: Context<AppEnv>): Promise<ReadInput<T>>;
}

/** What every route declares: who may call it, and how its body is read and bounded. */
export interface RouteDeclaration<Input> {
  /** Checked before the body is read. */
  access: Access;
  /** The body's reader: its limit, content type and schema. */
  input: InputReader<Input>;
}

/** A request that passed its route's access check, with its input read and validated. */
export interface RouteRequest<Input> {
  c: Context<AppEnv>;
  input: Input;
  files: readonly File[];
}

const declared = new WeakSet<Handler<AppEnv>>();

/** Whether a route's handler is one of the declared kinds (declared-routes.test.ts walks the app with it). */
export const isDeclaredRoute = (handler: unknown): boolean => typeof handler === 'function' && declared.has(handler as Handler<AppEnv>);

/**
 * A route that is neither a command nor a read (signing in and out, media, health, the ICS
 * feed): declared like the others, answered by a small handler of its own. The command and
 * read kinds (command-route.ts, read-routes.ts) are built on it.
 */
export function customRoute<Input>(route: RouteDeclaration<Input>, handle: (request: RouteRequest<Input>) => Promise<Response> | Response): Handler<AppEnv> {
  const handler: Handler<AppEnv> = async (c) => {
    assertAccess(c, route.access);
    const { value, files } = await route.input.read(c);
    return handle({ c, input: value, files });
  };
  declared.add(handler);
  return handler;
}

