import { CATEGORIES_TEXT } from './text.ts';

const BADGE = 'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-[0.7rem] font-medium tracking-[0.06em] whitespace-nowrap tabular-nums';

/** A category's image count and featured count (docs/product.md#category-manager), as two small badges. */
export function CountBadges({ imageCount, featuredCount }: { imageCount: number; featuredCount: number }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={`${BADGE} border-line bg-paper text-ink`}>{CATEGORIES_TEXT.images(imageCount)}</span>
      <span className={`${BADGE} ${featuredCount > 0 ? 'border-accent/50 bg-linen text-accent-deep' : 'border-line bg-paper text-muted'}`}>
        <span aria-hidden="true">★</span>
        {CATEGORIES_TEXT.featured(featuredCount)}
      </span>
    </span>
  );
}
