/**
 * The look shared by every form control: a quiet underline-free box on warm paper,
 * at least 48 px tall (comfortable tap targets), with the danger colour when invalid.
 */
export const CONTROL_CLASS =
  'block w-full min-h-12 scroll-mt-32 rounded-none border border-line bg-white/70 px-4 py-3 text-base text-ink ' +
  'placeholder:text-muted/80 transition-colors duration-200 ' +
  'hover:border-muted focus:border-accent focus:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ' +
  'aria-[invalid=true]:border-danger';

export const LABEL_CLASS = 'flex items-baseline justify-between gap-3 text-xs font-medium uppercase tracking-[0.18em] text-ink';
