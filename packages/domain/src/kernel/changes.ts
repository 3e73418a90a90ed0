/**
 * The fields of `requested` that differ from `current`, among `keys`: what an edit really
 * changes. An edit that changes nothing gives `{}`, and the decider then emits no event.
 */
export function changedFields<T extends Record<string, unknown>, K extends keyof T & string>(
  current: T,
  requested: Partial<Pick<T, K>>,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const changes: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    const value = requested[key];
    if (value !== undefined && value !== current[key]) changes[key] = value;
  }
  return changes;
}
