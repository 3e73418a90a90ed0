/**
 * How many of her messages the staff have not read (docs/product.md#the-clients-page): a small
 * accent pill with the number, named in full for screen readers; nothing when there are none.
 */
export function UnreadMark({ count, label, className = '' }: { count: number; label: (n: number) => string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-unread={count}
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-accent-deep px-1.5 py-0.5 align-middle font-sans text-[0.65rem] leading-none font-semibold tracking-normal text-paper tabular-nums ${className}`}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label(count)}</span>
    </span>
  );
}
