import type { Position } from '@atelier/event-store';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';


/**
 * Answers once the read models include the command's events (201/200), or after 2 s
 * with 202 and the position reached, so a reload right after a change shows it.
 */
export async function respondWhenProjected(
  c: Context<AppEnv>,
  ctx: AppContext,
  position: Position,
  body: Record<string, unknown>,
  status: 200 | 201,
) {
  const projected = await ctx.progress.waitFor(position, ctx.readYourWritesMs);
  if (projected) return c.json(body, status);
  return c.json({ ...body, position }, 202);
}
