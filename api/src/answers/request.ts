import type { RequestListItem } from '@atelier/contracts';
import type { RequestType } from '@atelier/domain';
import type { RequestView } from '@atelier/projections';

/** Where the staff see a request's photo: served by GET /api/requests/{type}/{id}/images/{n}, never publicly. */
function requestImageUrl(type: RequestType, id: number, index: number): string {
  return `/api/requests/${type}/${id}/images/${index}`;
}

/**
 * A request as the staff's list shows it, its photos' URLs made from their number, and how
 * many of her messages the staff have not read (the thread's read model counts them).
 */
export function toRequestListItem({ imageKeys, addedImageCount: _added, lang: _lang, ...view }: RequestView, unreadMessages: number): RequestListItem {
  const imageUrls = imageKeys.map((_, index) => requestImageUrl(view.type, view.id, index));
  return { ...view, imageUrl: imageUrls[0] ?? null, imageUrls, unreadMessages };
}
