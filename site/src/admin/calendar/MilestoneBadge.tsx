import { COLOUR_CLASSES, milestoneColour } from './milestone-colour.ts';
import { CALENDAR_TEXT } from './text.ts';
import type { Milestone } from '@atelier/contracts';

/** A milestone's name on its colour (docs/product.md#dashboard). */
export function MilestoneBadge({ milestone }: { milestone: Milestone }) {
  const colour = COLOUR_CLASSES[milestoneColour(milestone)];
  return (
    <span className={`inline-flex items-center gap-2 border px-2.5 py-1 text-xs font-medium ${colour.chip}`}>
      <span aria-hidden="true" className={`size-2 rounded-full ${colour.dot}`} />
      {CALENDAR_TEXT.milestones[milestone]}
    </span>
  );
}
