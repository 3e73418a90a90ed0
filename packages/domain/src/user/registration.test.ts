import { describe, expect, it } from 'vitest';
import { RegistrationClosed, decideRegistration } from './registration.ts';

describe('registration', () => {
  it('given no users, the first registration becomes the admin and claims the first-user stream', () => {
    expect(decideRegistration({ usersExist: false, actor: null, requestedAdmin: false })).toEqual({ isAdmin: true, claimsFirstUser: true });
  });

  it('given users, an anonymous visitor is refused', () => {
    expect(() => decideRegistration({ usersExist: true, actor: null, requestedAdmin: false })).toThrow(RegistrationClosed);
  });

  it('given users, a signed-in non-admin is refused', () => {
    let error: unknown;
    try {
      decideRegistration({ usersExist: true, actor: { isAdmin: false }, requestedAdmin: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RegistrationClosed);
    expect((error as RegistrationClosed).signedIn).toBe(true);
  });

  it('given users, an admin creates non-admins unless asked otherwise', () => {
    expect(decideRegistration({ usersExist: true, actor: { isAdmin: true }, requestedAdmin: false })).toEqual({ isAdmin: false, claimsFirstUser: false });
    expect(decideRegistration({ usersExist: true, actor: { isAdmin: true }, requestedAdmin: true })).toEqual({ isAdmin: true, claimsFirstUser: false });
  });
});
