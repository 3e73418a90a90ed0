import type { CommissionStage } from '@atelier/contracts';
import { ToggleGroup } from 'radix-ui';
import { COMMISSIONS_TEXT } from './text.ts';

/**
 * The phone's way through the board (ADR 052): every stage at once, wrapped over a few lines,
 * each with how many commissions it holds; a tap shows that stage's column below.
 */
export function StagePicker({ columns, value, onChange }: { columns: readonly { stage: CommissionStage; cards: readonly unknown[] }[]; value: CommissionStage; onChange: (stage: CommissionStage) => void }) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        if (next) onChange(next as CommissionStage);
      }}
      aria-label={COMMISSIONS_TEXT.stagePicker}
      className="flex flex-wrap gap-2 lg:hidden"
    >
      {columns.map(({ stage, cards }) => (
        <ToggleGroup.Item
          key={stage}
          value={stage}
          className={`inline-flex min-h-11 items-center gap-2 border px-3.5 text-sm transition-colors data-[state=on]:border-ink data-[state=on]:bg-ink data-[state=on]:text-paper ${cards.length > 0 ? 'border-line bg-white/60 text-ink' : 'border-line/70 text-muted'}`}
        >
          {COMMISSIONS_TEXT.stages[stage]}
          <span className="text-xs tabular-nums opacity-80">{cards.length}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
