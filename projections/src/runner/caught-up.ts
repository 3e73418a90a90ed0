import { reached, type Position } from '@atelier/event-store';

/** Where the read models and the reactors stand, as one runner or one poll knows it. */
export interface Standing {
  /** Each projection's checkpoint (missing: none yet). */
  projections: ReadonlyMap<string, Position | null>;
  /** Each reactor's checkpoint (missing: none yet). */
  reactors: ReadonlyMap<string, Position | null>;
  /** Where each reactor's newest reaction landed (missing: it never reacted). */
  reactions: ReadonlyMap<string, Position>;
}

/**
 * A command's events are read with everything they cause (ADR 064): every projection has
 * passed `target`, every reactor has reacted to it, and every projection has passed the
 * reactors' newest reactions too.
 */
export function caughtUp(target: Position, projectionNames: readonly string[], reactorNames: readonly string[], standing: Standing): boolean {
  const projectionsPassed = (position: Position) => projectionNames.every((name) => reached(standing.projections.get(name) ?? null, position));
  if (!projectionsPassed(target)) return false;
  if (!reactorNames.every((name) => reached(standing.reactors.get(name) ?? null, target))) return false;
  return reactorNames.every((name) => {
    const reaction = standing.reactions.get(name);
    return reaction === undefined || projectionsPassed(reaction);
  });
}
