import type { DomainEvent } from '../kernel/decider.ts';

export const DEMO_ITEM_CLAIMED = 'DemoItemClaimed';

export interface DemoItemClaimedData extends Record<string, unknown> {
  /** What was claimed: `image:{normalised title}` or `reviews`. */
  item: string;
  /** The ids the seeder took for it (one gallery image, or the demo reviews). */
  ids: number[];
  at: string;
}

/**
 * A seeding process took a demo item and the ids it will add it under. Only one process
 * can (the stream must not exist yet), and a restart finishes what a crash left half done.
 */
export type DemoItemClaimed = DomainEvent<typeof DEMO_ITEM_CLAIMED, DemoItemClaimedData>;

export type DemoClaimEvent = DemoItemClaimed;
