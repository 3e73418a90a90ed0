import { Switch } from 'radix-ui';
import { useId } from 'react';

export interface SwitchFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
}

/** A labelled on/off switch (Radix Switch, a button with role="switch") with its hint. */
export function SwitchField({ label, hint, checked, onCheckedChange, disabled = false }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-5 border border-line bg-white/50 px-4 py-3">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-xs font-medium tracking-[0.18em] text-ink uppercase">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm leading-snug text-muted">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-muted bg-linen transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=checked]:border-accent-deep data-[state=checked]:bg-accent-deep disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform duration-200 data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
