/** The client's photo, or the initial of her name on linen when there is none (docs/product.md#review-manager). */
export function ClientPortrait({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const frame = 'size-14 shrink-0 rounded-full border border-line';
  if (imageUrl) return <img src={imageUrl} alt="" width={56} height={56} loading="lazy" className={`${frame} bg-linen object-cover`} />;
  return (
    <span aria-hidden="true" className={`${frame} flex items-center justify-center bg-linen font-display text-2xl text-accent-deep`}>
      {name.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
}
