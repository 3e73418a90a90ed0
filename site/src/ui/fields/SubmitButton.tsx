export interface SubmitButtonProps {
  pending: boolean;
  label: string;
  /** Shown while the form is being sent, e.g. "Submitting...". */
  pendingLabel: string;
}

/** The form's main action: disabled while pending and reading `pendingLabel` then. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex min-h-13 w-full items-center justify-center gap-3 bg-ink px-10 py-4 text-sm font-medium tracking-[0.22em] text-paper uppercase transition-colors duration-200 hover:bg-accent-deep focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-accent disabled:cursor-wait disabled:bg-muted sm:w-auto"
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-paper/40 border-t-paper" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
