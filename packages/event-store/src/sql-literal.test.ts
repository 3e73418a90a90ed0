import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { byteaLiteral, integerLiteral, textLiteral } from './sql-literal.ts';
import { describeEachStore, openTestStore, type TestStore } from './testing.ts';

const HOSTILE = [
  "O'Brien",
  "'); DROP TABLE events; --",
  'back\\slash',
  "\\'",
  "\\\\''\\",
  '$$ $fn$ E\'x\'',
  'Lucía 👗 — ñandú',
  '{"a":"\\u0000 \\"quoted\\""}',
  '',
];

describeEachStore('SQL literals', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.cleanup());

  it.each(['on', 'off'])('read back exactly what was written, standard_conforming_strings %s', async (setting) => {
    await t.store.transaction(async (trx) => {
      await sql`select set_config('standard_conforming_strings', ${setting}, true)`.execute(trx);
      for (const value of HOSTILE) {
        const { rows } = await sql<{ v: string }>`select ${sql.raw(textLiteral(value))} as v`.execute(trx);
        expect(rows[0]!.v).toBe(value);
      }
      const bytes = Buffer.from([0, 1, 0x5c, 0x27, 0xff]);
      const { rows } = await sql<{ b: Uint8Array }>`select ${sql.raw(byteaLiteral(bytes))} as b`.execute(trx);
      expect(Buffer.from(rows[0]!.b)).toEqual(bytes);
    });
    expect((await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.store.db)).rows[0]!.n).toBeGreaterThanOrEqual(0);
  });

  it('refuses what cannot be a literal', () => {
    expect(() => textLiteral('a\0b')).toThrow(/NUL/);
    expect(() => integerLiteral(1.5)).toThrow(/integer/);
    expect(() => integerLiteral(Number.NaN)).toThrow(/integer/);
  });

  it('appends and reads back hostile stream ids, types and data unchanged', async () => {
    for (const [i, value] of HOSTILE.entries()) {
      const streamId = `hostile-${i}-${value}`;
      const metadata = { actor: value, correlationId: value, causationId: null };
      await t.store.append(streamId, [{ type: `Type ${value}`, data: { value, nested: { value } }, pii: ['value'] }], {
        streamType: `kind ${value}`,
        expectedVersion: -1,
        metadata,
        idempotencyKey: `key-${i}-${value}`,
      });
      const { events } = await t.store.readStream(streamId);
      expect(events.map((e) => [e.type, e.data, e.metadata])).toEqual([[`Type ${value}`, { value, nested: { value } }, metadata]]);
    }
  });
});
