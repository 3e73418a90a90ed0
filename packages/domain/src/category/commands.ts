import type { DomainCommand } from '../kernel/command.ts';

/**
 * `inUse` says whether images carry a name already (read by the API from the gallery read
 * model), so `decide` stays pure: a name images use is a category even before it was created.
 */
export type CreateCategory = DomainCommand<'CreateCategory', { name: string; inUse: boolean; at: string }>;

export type RenameCategory = DomainCommand<
  'RenameCategory',
  { name: string; newName: string; inUse: boolean; newNameInUse: boolean; at: string }
>;

export type DeleteCategory = DomainCommand<'DeleteCategory', { name: string; inUse: boolean; at: string }>;

export type CategoryCommand = CreateCategory | RenameCategory | DeleteCategory;
