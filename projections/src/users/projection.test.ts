import { USER_STREAM_TYPE, userDecider, userStreamId, type UserCommand } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { rebuildProjection } from '../runner/setup.ts';
import { runCommand } from '../testing/seed.ts';
import { snapshotTable } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { usersProjection } from './projection.ts';
import { findUserById, findUserByUsernameKey, listUsers } from './queries.ts';

const snapshot = (db: Parameters<typeof snapshotTable>[0]) => snapshotTable(db, 'rm_users', ['id']);

function user(store: Parameters<typeof runCommand>[0], command: UserCommand) {
  return runCommand(store, userDecider, { id: userStreamId(command.data.userId), type: USER_STREAM_TYPE }, command, 'user-admin');
}

const register = (userId: string, username: string, n: number, isAdmin = false): UserCommand => ({
  type: 'RegisterUser',
  data: { userId, username, passwordHash: `$scrypt$${n}`, isAdmin, registeredAt: `2026-11-0${n}T09:00:00.000Z` },
});

const remove = (userId: string): UserCommand => ({ type: 'RemoveUser', data: { userId, removedBy: 'u-ana', at: '2026-11-09T09:00:00.000Z' } });

describeEachStore('users projection', (kind) => {
  const shared = useProjectionStore(kind, [usersProjection]);

  it('lists the accounts that can sign in, oldest first; a removed one is gone', async () => {
    const { store } = shared.t;
    await user(store, register('u-ana', 'Ana', 1, true));
    await user(store, register('u-marta', 'Marta', 2));
    let { position } = await user(store, register('u-lucia', 'lucia', 3));
    await catchUpTo(store, usersProjection, position);
    expect((await listUsers(store.db)).map((u) => [u.username, u.is_admin])).toEqual([
      ['Ana', true],
      ['Marta', false],
      ['lucia', false],
    ]);

    ({ position } = await user(store, remove('u-marta')));
    await catchUpTo(store, usersProjection, position);
    expect((await listUsers(store.db)).map((u) => u.id)).toEqual(['u-ana', 'u-lucia']);
    expect(await findUserById(store.db, 'u-marta')).toBeNull();
    expect(await findUserByUsernameKey(store.db, 'marta')).toBeNull();
  });

  it('rebuilt from zero, gives exactly the incrementally built rows, with registrations and removals in one batch', async () => {
    const { store } = shared.t;
    await user(store, register('u-rosa', 'Rosa', 4));
    await user(store, remove('u-rosa'));
    const { position } = await user(store, register('u-elena', 'Elena', 5));
    await catchUpTo(store, usersProjection, position);
    const incremental = await snapshot(store.db);
    expect((incremental as { id: string }[]).map((row) => row.id)).toEqual(['u-ana', 'u-elena', 'u-lucia']);

    await rebuildProjection(store, usersProjection);
    expect(await snapshot(store.db)).toEqual(incremental);
  });
});
