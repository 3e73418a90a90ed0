import { DomainError } from '../kernel/errors.ts';
import type { ProtectedCategory } from './name.ts';

/** Why a category change is refused; the API answers 409 with a message for each. */
export type CategoryRefusal = 'exists' | ProtectedCategory;

export class CategoryRefused extends DomainError {
  override name = 'CategoryRefused';
  constructor(
    readonly reason: CategoryRefusal,
    /** The category the refusal is about (the taken name for 'exists'). */
    readonly category: string,
  ) {
    super(`category ${category}: ${reason}`);
  }
}
