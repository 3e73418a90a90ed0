import { categoryCreateSchema, categoryPathSchema, categoryRenameSchema, DEFAULT_GALLERY_CATEGORY } from '@atelier/contracts';
import { categoryCatalogueStream } from '@atelier/domain';
import { listCategories } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { createCategory, deleteCategory, renameCategory } from '../categories/commands.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { pathFields } from '../input/path-params.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list } from '../routing/read-routes.ts';

/** A category name is at most 60 characters: a body of a few hundred bytes. */
const MAX_CATEGORY_BYTES = 4 * 1024;

/** The category a path names (`/api/categories/{name}`, URL-encoded), read like a new name. */
const pathName = (c: Context<AppEnv>): string => pathFields(c, categoryPathSchema).name;

/**
 * /api/categories (ADR 023). Reading needs a signed-in user (the category manager's screen);
 * changing needs an admin, because a rename or a delete changes gallery images, which only an
 * admin may change. A rename or a delete takes `If-Match` with the catalogue's version from
 * the list (ADR 029).
 */
export function categoryRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/', list({ access: 'signed-in', rows: () => listCategories(ctx.store.db) }));

  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(categoryCreateSchema, MAX_CATEGORY_BYTES),
      idempotencyScope: 'categories',
      status: 201,
      async plan({ input: { name }, at }) {
        return { stream: categoryCatalogueStream, command: await createCategory(ctx, name, at), answer: { name } };
      },
    }),
  );

  app.patch(
    '/:name',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(categoryRenameSchema, MAX_CATEGORY_BYTES),
      ifMatch: true,
      status: 200,
      async plan({ c, input: { name: newName }, at }) {
        return { stream: categoryCatalogueStream, ...(await renameCategory(ctx, pathName(c), newName, at)), answer: { name: newName } };
      },
    }),
  );

  app.delete(
    '/:name',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      ifMatch: true,
      status: 200,
      async plan({ c, at }) {
        const name = pathName(c);
        return { stream: categoryCatalogueStream, ...(await deleteCategory(ctx, name, at)), answer: { name, deleted: true, movedTo: DEFAULT_GALLERY_CATEGORY } };
      },
    }),
  );

  return app;
}
