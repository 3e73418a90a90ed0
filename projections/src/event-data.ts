import { sql, type RawBuilder } from 'kysely';

/**
 * A field of an event's data in SQL over `events e`, named by the domain's own type:
 * `dataText<DressOrderSubmittedData>('eventType')` is `e.data->>'eventType'`, and renaming the
 * domain field breaks the build here instead of silently reading null. For a union of data
 * types, only the keys they all have are accepted.
 */
export function dataText<Data>(field: keyof Data & string): RawBuilder<string | null> {
  return sql<string | null>`e.data->>${sql.lit(field)}`;
}

/** The same as dataText, as jsonb (arrays, objects). */
export function dataJson<Data>(field: keyof Data & string): RawBuilder<unknown> {
  return sql`e.data->${sql.lit(field)}`;
}
