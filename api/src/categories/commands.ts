import { DEFAULT_GALLERY_CATEGORY, categoryKey } from '@atelier/contracts';
import { galleryImageStream, type CreateCategory, type DeleteCategory, type RenameCategory } from '@atelier/domain';
import { followingCommand, type FollowingCommand } from '@atelier/event-store';
import { categoriesInUse, imageIdsInCategory } from '@atelier/projections';
import type { AppContext } from '../context.ts';

type Reader = Pick<AppContext, 'store'>;

/** A catalogue command and the image commands it carries along, appended in one transaction. */
export interface CategoryChange<Command> {
  command: Command;
  also: FollowingCommand[];
}

/**
 * The images in `from` follow it to `to`, each in its own stream. Images carry a category's
 * key (categoryKey), so a change of capitals alone moves none.
 */
async function carryImages(ctx: Reader, from: string, to: string, at: string): Promise<FollowingCommand[]> {
  const [fromKey, toKey] = [categoryKey(from), categoryKey(to)];
  if (fromKey === toKey) return [];
  return (await imageIdsInCategory(ctx.store.db, fromKey)).map((imageId) =>
    followingCommand(galleryImageStream(imageId), { type: 'RecategoriseGalleryImage', data: { imageId, from: fromKey, to: toKey, at } }),
  );
}

/**
 * The catalogue decides with what the gallery uses now (a name in use is a category already,
 * ADR 023): these read it from the gallery's read model and hand it to the command.
 */
export async function createCategory(ctx: Reader, name: string, at: string): Promise<CreateCategory> {
  const inUse = (await categoriesInUse(ctx.store.db, [name])).has(categoryKey(name));
  return { type: 'CreateCategory', data: { name, inUse, at } };
}

/** A rename moves the category's images to the new name. */
export async function renameCategory(ctx: Reader, name: string, newName: string, at: string): Promise<CategoryChange<RenameCategory>> {
  const inUse = await categoriesInUse(ctx.store.db, [name, newName]);
  return {
    command: { type: 'RenameCategory', data: { name, newName, inUse: inUse.has(categoryKey(name)), newNameInUse: inUse.has(categoryKey(newName)), at } },
    also: await carryImages(ctx, name, newName, at),
  };
}

/** A delete moves the category's images to the general category. */
export async function deleteCategory(ctx: Reader, name: string, at: string): Promise<CategoryChange<DeleteCategory>> {
  const inUse = (await categoriesInUse(ctx.store.db, [name])).has(categoryKey(name));
  return {
    command: { type: 'DeleteCategory', data: { name, inUse, at } },
    also: await carryImages(ctx, name, DEFAULT_GALLERY_CATEGORY, at),
  };
}
