import type { DomainEvent } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';

/** Appending to this stream at version -1 is how exactly one first account wins a race. */
export const FIRST_USER_STREAM_ID = 'registration-first-user';
export const REGISTRATION_STREAM_TYPE = 'registration';

/** Registration is closed: only a signed-in admin may create accounts now. */
export class RegistrationClosed extends DomainError {
  override name = 'RegistrationClosed';
  constructor(readonly signedIn: boolean) {
    super(signedIn ? 'Only an administrator can create accounts' : 'Registration is closed. Sign in as an administrator to create accounts.');
  }
}

export interface RegistrationContext {
  usersExist: boolean;
  actor: { isAdmin: boolean } | null;
  requestedAdmin: boolean;
}

export interface RegistrationDecision {
  isAdmin: boolean;
  /** The first account also claims FIRST_USER_STREAM_ID in the same write. */
  claimsFirstUser: boolean;
}

/**
 * Registration (docs/product.md#permissions, ADR 005): open while nobody exists, and that first
 * account is the admin; afterwards only an admin registers others, who are admins only if asked
 * for.
 */
export function decideRegistration({ usersExist, actor, requestedAdmin }: RegistrationContext): RegistrationDecision {
  if (!usersExist) return { isAdmin: true, claimsFirstUser: true };
  if (!actor?.isAdmin) throw new RegistrationClosed(actor !== null);
  return { isAdmin: requestedAdmin, claimsFirstUser: false };
}

export const FIRST_USER_CLAIMED = 'FirstUserClaimed';

export type FirstUserClaimed = DomainEvent<typeof FIRST_USER_CLAIMED, { userId: string; at: string }>;

export const firstUserClaimed = (userId: string, at: string): FirstUserClaimed => ({
  type: FIRST_USER_CLAIMED,
  data: { userId, at },
});
