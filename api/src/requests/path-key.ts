import { REQUEST_TYPES, type RequestType } from '@atelier/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { pathId } from '../input/path-params.ts';

/** A request, as a path names it. */
export interface RequestKey {
  type: RequestType;
  id: number;
}

const isRequestType = (value: string): value is RequestType => (REQUEST_TYPES as readonly string[]).includes(value);

/** The request a path names: /:type/:id with a known type (`dress` or `concept`) and a canonical id. */
export function requestKeyOf(c: Context<AppEnv>): RequestKey {
  const type = c.req.param('type') ?? '';
  if (!isRequestType(type)) throw badRequest('invalidRequestType');
  return { type, id: pathId(c, 'id') };
}
