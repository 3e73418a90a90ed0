import { categoryCreateSchema, categoryKey, categoryPathSchema, categoryRenameSchema, DEFAULT_GALLERY_CATEGORY } from '@atelier/contracts';
import {
  CATEGORY_CATALOGUE_STREAM_ID,
  CATEGORY_STREAM_TYPE,
  GALLERY_IMAGE_STREAM_TYPE,
  categoryCatalogueDecider,
  galleryImageDecider,
  galleryImageStreamId,
} from '@atelier/domain';
import { followingCommand, type FollowingCommand } from '@atelier/event-store';
import { categoriesInUse, imageIdsInCategory, listCategories } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { commandRoute } from '../commands/command-route.ts';
import { expectedVersionFor } from '../commands/if-match.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonInput } from '../input/json-input.ts';
import { queryInput } from '../input/query-input.ts';
import { parseOrThrow } from '../input/validate.ts';
import { requireUser } from '../middleware/auth.ts';

/** A category name is at most 60 characters: a body of a few hundred bytes. */
const MAX_CATEGORY_BYTES = 4 * 1024;

const catalogue = { decider: categoryCatalogueDecider, streamId: CATEGORY_CATALOGUE_STREAM_ID, streamType: CATEGORY_STREAM_TYPE };

/** The category a path names (`/api/categories/{name}`, URL-encoded), read like a new name. */
const pathName = (c: Context<AppEnv>): string => parseOrThrow(categoryPathSchema, { name: c.req.param('name') }, c.get('lang')).name;

/**
 * /api/categories (product decisions, "Categories"; ADR 023). Reading needs a signed-in user
 * (the category manager's screen); changing needs an admin, because a rename or a delete
 * changes gallery images, which only an admin may change. A rename or a delete takes
 * `If-Match` with the catalogue's version from the list (ADR 029).
 */
export function categoryRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const db = ctx.store.db;

  /**
   * The images in `from` follow it to `to`, each in its own stream, in the same transaction.
   * Images carry a category's key, so a change of capitals alone moves none.
   */
  async function carryImages(from: string, to: string, at: string): Promise<FollowingCommand[]> {
    const [fromKey, toKey] = [categoryKey(from), categoryKey(to)];
    if (fromKey === toKey) return [];
    return (await imageIdsInCategory(db, fromKey)).map((imageId) =>
      followingCommand(galleryImageDecider, galleryImageStreamId(imageId), GALLERY_IMAGE_STREAM_TYPE, {
        type: 'RecategoriseGalleryImage',
        data: { imageId, from: fromKey, to: toKey, at },
      }),
    );
  }

  app.get('/', requireUser, async (c) => c.json(await listCategories(db)));

  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(categoryCreateSchema, MAX_CATEGORY_BYTES),
      idempotencyScope: 'categories',
      status: 201,
      async plan({ input: { name } }) {
        const inUse = (await categoriesInUse(db, [name])).has(categoryKey(name));
        return { ...catalogue, command: { type: 'CreateCategory' as const, data: { name, inUse, at: ctx.now().toISOString() } }, answer: { name } };
      },
    }),
  );

  app.patch(
    '/:name',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(categoryRenameSchema, MAX_CATEGORY_BYTES),
      status: 200,
      async plan({ c, input: { name: newName } }) {
        const name = pathName(c);
        const at = ctx.now().toISOString();
        const inUse = await categoriesInUse(db, [name, newName]);
        return {
          ...catalogue,
          command: { type: 'RenameCategory' as const, data: { name, newName, inUse: inUse.has(categoryKey(name)), newNameInUse: inUse.has(categoryKey(newName)), at } },
          answer: { name: newName },
          also: await carryImages(name, newName, at),
          expectedVersion: expectedVersionFor(c),
        };
      },
    }),
  );

  app.delete(
    '/:name',
    commandRoute(ctx, {
      access: 'admin',
      input: queryInput(v.object({})),
      status: 200,
      async plan({ c }) {
        const name = pathName(c);
        const at = ctx.now().toISOString();
        const inUse = (await categoriesInUse(db, [name])).has(categoryKey(name));
        return {
          ...catalogue,
          command: { type: 'DeleteCategory' as const, data: { name, inUse, at } },
          answer: { name, deleted: true, movedTo: DEFAULT_GALLERY_CATEGORY },
          also: await carryImages(name, DEFAULT_GALLERY_CATEGORY, at),
          expectedVersion: expectedVersionFor(c),
        };
      },
    }),
  );

  return app;
}
