import type { Position } from '@atelier/event-store';

/** Lets a command's HTTP answer wait until the read models include its events. */
export interface ProjectionProgress {
  /** true once every projection has passed `target`; false when `timeoutMs` ran out first. */
  waitFor(target: Position, timeoutMs: number): Promise<boolean>;
}
