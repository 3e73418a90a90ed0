import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import type { CategoryCommand, CreateCategory, DeleteCategory, RenameCategory } from './commands.ts';
import { CategoryRefused } from './errors.ts';
import { CATEGORY_CREATED, CATEGORY_DELETED, CATEGORY_RENAMED, type CategoryEvent } from './events.ts';
import { DEFAULT_GALLERY_CATEGORY, categoryKey, protectedCategory, tidyCategoryName } from './name.ts';

/**
 * The categories created (or renamed into) and not deleted, as the owner wrote them; images may
 * use further names. Names compare without regard to case (categoryKey).
 */
export interface CategoryCatalogueState {
  names: readonly string[];
}

const without = (names: readonly string[], ...gone: string[]) => names.filter((n) => !gone.some((g) => categoryKey(g) === categoryKey(n)));
const stored = (state: CategoryCatalogueState, name: string) => state.names.find((n) => categoryKey(n) === categoryKey(name));

export const initialCategoryCatalogueState: CategoryCatalogueState = { names: [] };

export function evolveCategoryCatalogue(state: CategoryCatalogueState, event: CategoryEvent): CategoryCatalogueState {
  switch (event.type) {
    case CATEGORY_CREATED:
      return { names: [...without(state.names, event.data.name), event.data.name] };
    case CATEGORY_RENAMED:
      return { names: [...without(state.names, event.data.name, event.data.newName), event.data.newName] };
    case CATEGORY_DELETED:
      return { names: without(state.names, event.data.name) };
    default:
      return assertNever(event);
  }
}

/** A category exists when it is built in, was created, or images carry its name. */
const exists = (state: CategoryCatalogueState, name: string, inUse: boolean) =>
  inUse || protectedCategory(name) !== null || stored(state, name) !== undefined;

function nameOf(raw: string): string {
  const name = tidyCategoryName(raw);
  if (name === '') throw new DomainError('a category needs a name');
  return name;
}

/**
 * The category a rename or delete is about, by the name it is stored under (or, for one only
 * images carry, theirs): it must exist and be neither a public collection nor 'general'.
 */
function changeable(state: CategoryCatalogueState, raw: string, inUse: boolean): string {
  const name = nameOf(raw);
  const kept = protectedCategory(name);
  if (kept) throw new CategoryRefused(kept, categoryKey(name));
  const known = stored(state, name);
  if (known === undefined && !inUse) throw new NotFound('category', name);
  return known ?? categoryKey(name);
}

function create(command: CreateCategory, state: CategoryCatalogueState): CategoryEvent[] {
  const name = nameOf(command.data.name);
  if (exists(state, name, command.data.inUse)) throw new CategoryRefused('exists', name);
  return [{ type: CATEGORY_CREATED, data: { name, at: command.data.at } }];
}

function rename(command: RenameCategory, state: CategoryCatalogueState): CategoryEvent[] {
  const { inUse, newNameInUse, at } = command.data;
  const name = changeable(state, command.data.name, inUse);
  const newName = nameOf(command.data.newName);
  if (newName === name) return [];
  // A change of capitals alone renames the category into its own, free, name.
  const sameCategory = categoryKey(newName) === categoryKey(name);
  if (!sameCategory && exists(state, newName, newNameInUse)) throw new CategoryRefused('exists', newName);
  return [{ type: CATEGORY_RENAMED, data: { name, newName, at } }];
}

function remove(command: DeleteCategory, state: CategoryCatalogueState): CategoryEvent[] {
  const name = changeable(state, command.data.name, command.data.inUse);
  return [{ type: CATEGORY_DELETED, data: { name, movedTo: DEFAULT_GALLERY_CATEGORY, at: command.data.at } }];
}

/**
 * Creating makes an empty category and relabels nothing
 * (docs/product.md#beyond-the-first-specification); a rename or a delete carries the images
 * along (their own events, ADR 023). The four public collections and 'general' always exist and
 * are never renamed or deleted. A name keeps the owner's capitals and compares without them.
 */
export function decideCategoryCatalogue(command: CategoryCommand, state: CategoryCatalogueState): CategoryEvent[] {
  switch (command.type) {
    case 'CreateCategory':
      return create(command, state);
    case 'RenameCategory':
      return rename(command, state);
    case 'DeleteCategory':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

export const categoryCatalogueDecider: Decider<CategoryCommand, CategoryEvent, CategoryCatalogueState> = {
  initialState: initialCategoryCatalogueState,
  evolve: evolveCategoryCatalogue,
  decide: decideCategoryCatalogue,
};
