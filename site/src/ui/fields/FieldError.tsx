/** A field's validation message, referenced by the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-2 text-sm leading-snug text-danger">
      <span aria-hidden="true" className="mt-[0.45em] inline-block size-1.5 shrink-0 rotate-45 bg-danger" />
      {message}
    </p>
  );
}
