import { useState } from 'react';
import type { ChangeOutcome } from './item-change.ts';

/**
 * The item (or version) an open edit works on, as it was shown when the edit opened: the list
 * reloading in the background leaves it alone, so a save sends the version the admin saw. After
 * a stale edit the screen has reloaded the list: `settle` then takes the item as it now is
 * (`reloaded`), and the form keeps what was typed, so saving again is decided on what she now sees.
 */
export function useShownItem<Item>(opened: Item, reloaded: () => Item | undefined): [Item, (outcome: ChangeOutcome) => ChangeOutcome] {
  const [shown, setShown] = useState(opened);
  function settle(outcome: ChangeOutcome): ChangeOutcome {
    if (outcome === 'stale') setShown(reloaded() ?? shown);
    return outcome;
  }
  return [shown, settle];
}
