import { ToggleGroup } from 'radix-ui';
import { useId } from 'react';

interface SegmentedProps<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
  /**
   * Label and choices join the caller's flex row instead of stacking: the label pushed to the
   * right, the choices after it; on a phone the choices take a line of their own, full width.
   */
  toolbar?: boolean;
}

/** A labelled row of mutually exclusive choices; one is always selected. */
export function Segmented<V extends string>({ label, value, options, optionLabel, onChange, toolbar = false }: SegmentedProps<V>) {
  const labelId = useId();
  return (
    <div className={toolbar ? 'contents' : 'flex flex-col gap-2'}>
      <span id={labelId} className={`text-[0.7rem] font-medium uppercase tracking-[0.22em] text-muted ${toolbar ? 'ml-auto' : ''}`}>
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        value={value}
        onValueChange={(next) => {
          if (next) onChange(next as V);
        }}
        aria-labelledby={labelId}
        className={`border border-line ${toolbar ? 'flex w-full sm:w-fit' : 'inline-flex w-fit flex-wrap'}`}
      >
        {options.map((option) => (
          <ToggleGroup.Item
            key={option}
            value={option}
            className={`border-r border-line px-3.5 py-2 text-sm text-muted transition-colors last:border-r-0 hover:text-ink data-[state=on]:bg-ink data-[state=on]:text-paper ${toolbar ? 'flex-1 sm:flex-none' : ''}`}
          >
            {optionLabel(option)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
