import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openEventStore } from '../store.ts';
import { createTestDatabase, describeWithPostgres, TEST_MASTER_KEY } from '../testing.ts';
import { migrations } from './index.ts';

describeWithPostgres('migrations on PostgreSQL', () => {
  it('are safe when several processes start at once on an empty database', async () => {
    const database = await createTestDatabase();
    try {
      // Separate pools = separate sessions, as separate processes would have.
      const stores = await Promise.all([1, 2, 3, 4].map(() => openEventStore({ databaseUrl: database.databaseUrl, masterKey: TEST_MASTER_KEY, poolSize: 2 })));
      try {
        const { rows } = await sql<{ name: string }>`SELECT name FROM event_store_migrations`.execute(stores[0]!.db);
        expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
      } finally {
        await Promise.all(stores.map((s) => s.close()));
      }
    } finally {
      await database.drop();
    }
  });
});
