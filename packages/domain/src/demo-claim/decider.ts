import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { DemoClaimCommand } from './commands.ts';
import { DEMO_ITEM_CLAIMED, type DemoClaimEvent } from './events.ts';

export interface DemoClaimState {
  /** The ids the item was claimed with; null while unclaimed. */
  ids: number[] | null;
}

export const initialDemoClaimState: DemoClaimState = { ids: null };

export function evolveDemoClaim(_state: DemoClaimState, event: DemoClaimEvent): DemoClaimState {
  switch (event.type) {
    case DEMO_ITEM_CLAIMED:
      return { ids: [...event.data.ids] };
    default:
      return assertNever(event.type);
  }
}

/** A demo item is claimed once, for good: a second claim is refused. */
export function decideDemoClaim(command: DemoClaimCommand, state: DemoClaimState): DemoClaimEvent[] {
  switch (command.type) {
    case 'ClaimDemoItem': {
      const { item, ids, at } = command.data;
      if (state.ids !== null) throw new DomainError(`demo item ${item} already claimed`);
      return [{ type: DEMO_ITEM_CLAIMED, data: { item, ids: [...ids], at } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const demoClaimDecider: Decider<DemoClaimCommand, DemoClaimEvent, DemoClaimState> = {
  initialState: initialDemoClaimState,
  evolve: evolveDemoClaim,
  decide: decideDemoClaim,
};
