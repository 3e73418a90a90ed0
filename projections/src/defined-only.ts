/** The fields of an edit that it carries: an edit names only what changed. */
export const definedOnly = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
