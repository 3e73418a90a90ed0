import { COLOUR_CLASSES, type MilestoneColour } from './milestone-colour.ts';
import { CALENDAR_TEXT } from './text.ts';

const ORDER: readonly MilestoneColour[] = ['blue', 'green', 'orange', 'purple', 'grey'];

/** What the month grid's colours mean (docs/product.md#dashboard). */
export function MilestoneLegend() {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted">
      <span className="font-medium uppercase tracking-[0.18em]">{CALENDAR_TEXT.legend}</span>
      <ul className="contents">
        {ORDER.map((colour) => (
          <li key={colour} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${COLOUR_CLASSES[colour].dot}`} />
            {CALENDAR_TEXT.legendItems[colour]}
          </li>
        ))}
      </ul>
    </div>
  );
}
