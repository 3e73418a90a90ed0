import { Switch } from 'radix-ui';
import { useId } from 'react';

export interface LabelledSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  /** Its change is being saved: announced, and the switch keeps its focus. */
  busy?: boolean;
}

/** An on/off setting (Radix Switch) with its label and a short hint; the whole row is the switch's label. */
export function LabelledSwitch({ label, hint, checked, onCheckedChange, disabled, busy }: LabelledSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-6 border border-line bg-white/50 px-4 py-3">
      <label htmlFor={id} className="grid cursor-pointer gap-0.5">
        <span className="text-xs font-medium uppercase tracking-[0.18em] text-ink">{label}</span>
        {hint && <span className="text-sm text-muted">{hint}</span>}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-busy={busy || undefined}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-muted bg-linen transition-colors data-[state=checked]:border-accent-deep data-[state=checked]:bg-accent-deep disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow ring-1 ring-muted/60 transition-transform data-[state=checked]:translate-x-[1.4rem] data-[state=checked]:ring-accent-deep" />
      </Switch.Root>
    </div>
  );
}
