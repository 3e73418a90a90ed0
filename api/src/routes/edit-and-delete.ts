import type { Decider, DomainEvent } from '@atelier/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { commandRoute } from '../commands/command-route.ts';
import { expectedVersionFor } from '../commands/if-match.ts';
import type { CommandResult } from '@atelier/event-store';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonInput } from '../input/json-input.ts';
import type { Access } from '../middleware/auth.ts';
import { pathId } from '../input/path-params.ts';
import { queryInput } from '../input/query-input.ts';

/** A patch is a few short fields and a text of at most 5000 characters. */
const MAX_PATCH_BYTES = 32 * 1024;

/** An owner-curated item (a gallery image, a review) that an admin edits and deletes by its numeric id. */
export interface CuratedItem<Patch extends v.GenericSchema, Command, Event extends DomainEvent, State> {
  patchSchema: Patch;
  stream(id: number): { decider: Decider<Command, Event, State>; streamId: string; streamType: string };
  edit(id: number, patch: v.InferOutput<Patch>, at: string): Command;
  remove(id: number, at: string): Command;
  /** What an edit answers: the item as it now is. */
  answer: CommandResult<State>;
  /** Who may edit and delete: an admin unless the item says otherwise (calendar events: any signed-in user). */
  access?: Access;
}

/**
 * PATCH /:id (JSON; answers the changed item, 404 for an unknown or deleted one) and
 * DELETE /:id (answers `{ id, deleted: true }`), both an admin's unless `item.access` says otherwise.
 * Both take `If-Match: "<version>"`: an item changed since that version is a 409 (ADR 029).
 */
export function editAndDeleteRoutes<Patch extends v.GenericSchema, Command, Event extends DomainEvent, State>(
  app: Hono<AppEnv>,
  ctx: AppContext,
  item: CuratedItem<Patch, Command, Event, State>,
): void {
  app.patch(
    '/:id',
    commandRoute(ctx, {
      access: item.access ?? 'admin',
      input: jsonInput(item.patchSchema, MAX_PATCH_BYTES),
      status: 200,
      plan({ c, input }) {
        const id = pathId(c, 'id');
        return { ...item.stream(id), command: item.edit(id, input, ctx.now().toISOString()), answer: item.answer, expectedVersion: expectedVersionFor(c) };
      },
    }),
  );

  app.delete(
    '/:id',
    commandRoute(ctx, {
      access: item.access ?? 'admin',
      input: queryInput(v.object({})),
      status: 200,
      plan({ c }) {
        const id = pathId(c, 'id');
        return { ...item.stream(id), command: item.remove(id, ctx.now().toISOString()), answer: { id, deleted: true }, expectedVersion: expectedVersionFor(c) };
      },
    }),
  );
}
