import { CLIENT_ID_PATTERN, type RequestType } from '@atelier/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';

/** `dress-12` → the dress order 12: a client's id and a commission's id are both request keys. */
export function requestOfKey(key: string): { type: RequestType; id: number } {
  const [type, id] = key.split('-') as [RequestType, string];
  return { type, id: Number(id) };
}

/** The path's `:id` as a client id (a request key); anything else names nobody: 404. */
export function pathClientId(c: Context<AppEnv>, name: string): string {
  const key = c.req.param(name) ?? '';
  if (!CLIENT_ID_PATTERN.test(key)) throw notFound('clientRecordNotFound');
  return key;
}
