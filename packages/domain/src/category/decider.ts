import { assertNever, type Decider } from '../shared/decider.ts';
import { DomainError, NotFound } from '../shared/errors.ts';
import type { CategoryCommand, CreateCategory, DeleteCategory, RenameCategory } from './commands.ts';
import { CategoryRefused } from './errors.ts';
import { CATEGORY_CREATED, CATEGORY_DELETED, CATEGORY_RENAMED, type CategoryEvent } from './events.ts';
import { DEFAULT_GALLERY_CATEGORY, normaliseCategoryName, protectedCategory } from './name.ts';

/** The categories created (or renamed into) and not deleted; images may use further names. */
export interface CategoryCatalogueState {
  names: readonly string[];
}

export const initialCategoryCatalogueState: CategoryCatalogueState = { names: [] };

export function evolveCategoryCatalogue(state: CategoryCatalogueState, event: CategoryEvent): CategoryCatalogueState {
  switch (event.type) {
    case CATEGORY_CREATED:
      return { names: [...state.names.filter((n) => n !== event.data.name), event.data.name] };
    case CATEGORY_RENAMED:
      return { names: [...state.names.filter((n) => n !== event.data.name && n !== event.data.newName), event.data.newName] };
    case CATEGORY_DELETED:
      return { names: state.names.filter((n) => n !== event.data.name) };
    default:
      return assertNever(event);
  }
}

/** A category exists when it is built in, was created, or images carry its name. */
const exists = (state: CategoryCatalogueState, name: string, inUse: boolean) =>
  inUse || protectedCategory(name) !== null || state.names.includes(name);

function nameOf(raw: string): string {
  const name = normaliseCategoryName(raw);
  if (name === '') throw new DomainError('a category needs a name');
  return name;
}

/** The category a rename or delete is about: it must exist and be neither a public collection nor 'general'. */
function changeable(state: CategoryCatalogueState, raw: string, inUse: boolean): string {
  const name = nameOf(raw);
  const kept = protectedCategory(name);
  if (kept) throw new CategoryRefused(kept, name);
  if (!exists(state, name, inUse)) throw new NotFound('category', name);
  return name;
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
  if (exists(state, newName, newNameInUse)) throw new CategoryRefused('exists', newName);
  return [{ type: CATEGORY_RENAMED, data: { name, newName, at } }];
}

function remove(command: DeleteCategory, state: CategoryCatalogueState): CategoryEvent[] {
  const name = changeable(state, command.data.name, command.data.inUse);
  return [{ type: CATEGORY_DELETED, data: { name, movedTo: DEFAULT_GALLERY_CATEGORY, at: command.data.at } }];
}

/**
 * Product decisions, "Categories": creating makes an empty category and relabels nothing; a
 * rename or a delete carries the images along (their own events, ADR 023). The four public
 * collections and 'general' always exist and are never renamed or deleted.
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
