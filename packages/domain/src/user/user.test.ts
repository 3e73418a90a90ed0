import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { RegisterUser, RemoveUser, ReserveUsername } from './commands.ts';
import type { UserRegistered, UserRemoved, UsernameReserved } from './events.ts';
import { USERNAME_STREAM_TYPE, USER_STREAM_TYPE, userStreamId, usernameStreamId } from './stream.ts';
import { CannotRemoveOwnAccount, userDecider } from './user-decider.ts';
import { usernameDecider } from './username-decider.ts';
import { normaliseUsername } from './username.ts';

const register: RegisterUser = {
  type: 'RegisterUser',
  data: { userId: 'u-1', username: 'Ana.Garcia', passwordHash: '$argon2id$x', isAdmin: true, registeredAt: '2025-01-01T00:00:00.000Z' },
};
const registered: UserRegistered = { type: 'UserRegistered', data: { ...register.data } };

describe('user', () => {
  const given = DeciderSpecification.for(userDecider);

  it('given nothing, when registered, then UserRegistered', () => {
    given([]).when(register).then([registered]);
  });

  it('refuses to register the same user twice', () => {
    given([registered]).when(register).thenThrows(DomainError, /already registered/);
  });
});

describe('removing an account', () => {
  const remove: RemoveUser = { type: 'RemoveUser', data: { userId: 'u-1', removedBy: 'u-admin', at: '2026-11-24T10:00:00.000Z' } };
  const removed: UserRemoved = { type: 'UserRemoved', data: { userId: 'u-1', removedBy: 'u-admin', removedAt: '2026-11-24T10:00:00.000Z' } };
  const given = DeciderSpecification.for(userDecider);

  it('given a registered user, when an admin removes her, then UserRemoved naming who did it', () => {
    given([registered]).when(remove).then([removed]);
  });

  it('given a removed user, when removed again, then she is not found', () => {
    given([registered, removed]).when(remove).thenThrows(NotFound, /account u-1 not found/);
  });

  it('given nothing, when removed, then she is not found', () => {
    given([]).when(remove).thenThrows(NotFound, /not found/);
  });

  it('refuses an account removing itself', () => {
    given([registered]).when({ ...remove, data: { ...remove.data, removedBy: 'u-1' } }).thenThrows(CannotRemoveOwnAccount, /cannot remove itself/);
  });

  it('refuses to register a removed user again', () => {
    given([registered, removed]).when(register).thenThrows(DomainError, /already registered/);
  });
});

describe('username reservation', () => {
  const reserve: ReserveUsername = { type: 'ReserveUsername', data: { username: '  Ana.Garcia ', userId: 'u-1' } };
  const reserved: UsernameReserved = { type: 'UsernameReserved', data: { username: 'ana.garcia', userId: 'u-1' } };

  const given = DeciderSpecification.for(usernameDecider);

  it('given a free name, when reserved, then UsernameReserved with the normalised name', () => {
    given([]).when(reserve).then([reserved]);
  });

  it('refuses a name that is already reserved, whoever asks', () => {
    const taken = given([reserved]);
    taken.when(reserve).thenThrows(DomainError, 'username taken');
    taken.when({ type: 'ReserveUsername', data: { username: 'ANA.GARCIA', userId: 'u-2' } }).thenThrows(DomainError, 'username taken');
  });
});

describe('username normalisation and stream ids', () => {
  it('lowercases and trims', () => {
    expect(normaliseUsername('  Ana.Garcia\t')).toBe('ana.garcia');
  });

  it('treats composed and decomposed accents as the same name', () => {
    expect(normaliseUsername('Jose\u0301')).toBe(normaliseUsername('José'));
  });

  it('builds stream ids', () => {
    expect(userStreamId('u-1')).toBe('user-u-1');
    expect(usernameStreamId(' Ana ')).toBe('username-ana');
    expect([USER_STREAM_TYPE, USERNAME_STREAM_TYPE]).toEqual(['user', 'username']);
  });
});
