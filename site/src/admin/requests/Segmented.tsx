import { ToggleGroup } from 'radix-ui';
import { useId } from 'react';

interface SegmentedProps<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
}

/** A labelled row of mutually exclusive choices; one is always selected. */
export function Segmented<V extends string>({ label, value, options, optionLabel, onChange }: SegmentedProps<V>) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-[0.7rem] font-medium uppercase tracking-[0.22em] text-muted">
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        value={value}
        onValueChange={(next) => {
          if (next) onChange(next as V);
        }}
        aria-labelledby={labelId}
        className="inline-flex w-fit flex-wrap border border-line"
      >
        {options.map((option) => (
          <ToggleGroup.Item
            key={option}
            value={option}
            className="border-r border-line px-3.5 py-2 text-sm text-muted transition-colors last:border-r-0 hover:text-ink data-[state=on]:bg-ink data-[state=on]:text-paper"
          >
            {optionLabel(option)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
