import type { RequestListItem } from '@atelier/contracts';
import { DETAIL_TEXT } from './text.ts';

/**
 * The client's private photos (docs/product.md#permissions): same-origin image URLs
 * that the API serves only with the staff's session cookie.
 */
export function RequestPhotos({ item }: { item: RequestListItem }) {
  if (item.imageUrls.length === 0) return <p className="text-sm text-muted">{DETAIL_TEXT.noPhotos}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {item.imageUrls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener" className="group block overflow-hidden border border-line bg-linen">
            <img
              src={url}
              alt={DETAIL_TEXT.photoAlt(index + 1, item.fullName)}
              loading="lazy"
              className="aspect-[4/5] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
            <span className="sr-only"> ({DETAIL_TEXT.openPhoto})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
