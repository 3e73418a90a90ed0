import { REQUEST_TYPES, type RequestType } from '@atelier/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { pathId, pathKey } from '../input/path-params.ts';

/** A request, as a path names it. */
export interface RequestKey {
  type: RequestType;
  id: number;
}

const isRequestType = (value: string): value is RequestType => (REQUEST_TYPES as readonly string[]).includes(value);

/** The request a path names: /:type/:id with a known type (`dress` or `concept`) and a canonical id. */
export function requestKeyOf(c: Context<AppEnv>): RequestKey {
  return { type: pathKey(c, 'type', isRequestType, () => badRequest('invalidRequestType')), id: pathId(c, 'id') };
}
