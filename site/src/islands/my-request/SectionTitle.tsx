/** A section's heading on her page: small capitals over a hairline, as the site's sections have. */
export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="border-b border-line pb-3 text-xs font-medium uppercase tracking-[0.28em] text-muted">
      {children}
    </h3>
  );
}
