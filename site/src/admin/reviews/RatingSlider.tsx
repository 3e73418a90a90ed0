import { Slider } from 'radix-ui';
import { useId } from 'react';
import { LABEL_CLASS } from '../../ui/fields/field-styles.ts';
import { Stars } from './Stars.tsx';
import { REVIEWS_TEXT } from './text.ts';

const T = REVIEWS_TEXT.dialog;

/** The rating, 1 to 5 in steps of 1 (Radix Slider; arrows, Home and End move it), with the stars it gives. */
export function RatingSlider({ value, onChange, disabled }: { value: number; onChange(rating: number): void; disabled?: boolean }) {
  const labelId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className={LABEL_CLASS}>
          {T.rating}
        </span>
        <span className="flex items-center gap-3 text-sm text-muted">
          <Stars rating={value} />
          <span aria-hidden="true" className="tabular-nums">
            {T.ratingValue(value)}
          </span>
        </span>
      </div>
      <Slider.Root
        min={1}
        max={5}
        step={1}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        disabled={disabled}
        className="relative flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-px grow bg-line">
          <Slider.Range className="absolute h-px bg-accent" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuetext={T.ratingValue(value)}
          className="block size-6 rounded-full border border-accent-deep bg-paper shadow transition-colors hover:bg-linen focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
      </Slider.Root>
    </div>
  );
}
