import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'outline' | 'quiet' | 'approve' | 'deny';

const BASE =
  'inline-flex items-center justify-center gap-2 border font-medium uppercase tracking-[0.16em] transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<Variant, string> = {
  primary: 'border-ink bg-ink text-paper hover:border-accent-deep hover:bg-accent-deep',
  outline: 'border-ink/70 bg-transparent text-ink hover:bg-ink hover:text-paper',
  quiet: 'border-transparent bg-transparent text-muted hover:text-accent-deep underline-offset-4 hover:underline',
  approve: 'border-success/70 bg-transparent text-success hover:bg-success hover:text-white',
  deny: 'border-danger/60 bg-transparent text-danger hover:bg-danger hover:text-white',
};

const SIZES = { md: 'px-6 py-3 text-xs', sm: 'px-3 py-1.5 text-[0.7rem]' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: keyof typeof SIZES;
}

/** The back office's buttons: square, hairline-bordered, small caps, like the public site. */
export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`} {...props} />;
}
