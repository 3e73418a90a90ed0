import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';

/** Canonical decimal only: `0x1`, `1e0`, `+1`, `01` and `1.0` name no resource, even if Number() reads them as 1. */
const POSITIVE = /^[1-9][0-9]{0,15}$/;
const INDEX = /^(?:0|[1-9][0-9]{0,15})$/;

function parse(raw: string, pattern: RegExp): number {
  const value = pattern.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw badRequest('invalidId');
  return value;
}

/** A path parameter that is an entity's numeric id (1, 2, …). */
export const pathId = (c: Context<AppEnv>, name: string): number => parse(c.req.param(name) ?? '', POSITIVE);

/** A path parameter that is a position in a list (0, 1, …). */
export const pathIndex = (c: Context<AppEnv>, name: string): number => parse(c.req.param(name) ?? '', INDEX);
