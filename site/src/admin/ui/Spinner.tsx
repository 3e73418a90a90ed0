/** A quiet, centred loading mark with a text for screen readers (docs/product.md#pages: spinners while data loads). */
export function Spinner({ label, className = 'py-24' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-4 ${className}`}>
      <span aria-hidden="true" className="size-9 animate-spin rounded-full border border-line border-t-accent" />
      <span className="text-xs uppercase tracking-[0.24em] text-muted">{label}</span>
    </div>
  );
}
