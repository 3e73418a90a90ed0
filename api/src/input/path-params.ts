import { NUMERIC_ID } from '@atelier/contracts';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../context.ts';
import { badRequest, type HttpError } from '../errors.ts';
import { parseOrThrow } from './validate.ts';

/**
 * The one way a route reads its path: every parameter through one of these readers, never
 * `c.req.param` by hand. Ids are canonical: `0x1`, `1e0`, `+1`, `01` and `1.0` name no
 * resource, even if Number() reads them as 1 (the one numeric id pattern, `NUMERIC_ID`).
 */

const POSITIVE = new RegExp(`^${NUMERIC_ID}$`);
const INDEX = new RegExp(`^(?:0|${NUMERIC_ID})$`);

/** The ids the server makes with `crypto.randomUUID()` (accounts, contact messages), lower-case. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const raw = (c: Context<AppEnv>, name: string): string => c.req.param(name) ?? '';

function parse(text: string, pattern: RegExp): number {
  const value = pattern.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw badRequest('invalidId');
  return value;
}

/** A path parameter that is an entity's numeric id (1, 2, …); anything else is a 400. */
export const pathId = (c: Context<AppEnv>, name: string): number => parse(raw(c, name), POSITIVE);

/** A path parameter that is a position in a list (0, 1, …); anything else is a 400. */
export const pathIndex = (c: Context<AppEnv>, name: string): number => parse(raw(c, name), INDEX);

/**
 * A path parameter of a known shape: a uuid, a client's id, a setting's name, a file name.
 * `accepts` is its pattern or its type guard; anything else is `refused()`, which the route
 * names: a 400 for a malformed id, a 404 for a name that stands for nothing.
 */
export function pathKey<T extends string = string>(
  c: Context<AppEnv>,
  name: string,
  accepts: RegExp | ((value: string) => value is T),
  refused: () => HttpError,
): T {
  const value = raw(c, name);
  if (!(accepts instanceof RegExp ? accepts.test(value) : accepts(value))) throw refused();
  return value as T;
}

/**
 * Path parameters that a contract's schema reads as a form field is read (a category's name:
 * trimmed and checked by the same rule, a 422 naming the field), given as `{ [name]: value }`.
 */
export const pathFields = <TSchema extends v.GenericSchema>(c: Context<AppEnv>, schema: TSchema): v.InferOutput<TSchema> =>
  parseOrThrow(schema, c.req.param(), c.get('lang'));
