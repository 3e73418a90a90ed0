import { useId, type ReactNode } from 'react';

export interface FormSectionProps {
  /** "01", "02"…: the section's place in the form, set in the display face. */
  number: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * A named group of fields: on wide screens the title sits in a narrow column beside the
 * fields, on phones above them.
 */
export function FormSection({ number, title, intro, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} className="grid min-w-0 gap-8 border-t border-line pt-10 lg:grid-cols-[15rem_1fr] lg:gap-14">
      <div className="grid content-start gap-3">
        <span aria-hidden="true" className="font-display text-2xl leading-none text-accent italic">
          {number}
        </span>
        <h2 id={headingId} className="text-3xl leading-tight text-ink">
          {title}
        </h2>
        {intro && <p className="text-sm leading-relaxed text-muted">{intro}</p>}
      </div>
      <div className="grid min-w-0 gap-7 sm:grid-cols-2 sm:gap-x-6">{children}</div>
    </fieldset>
  );
}
