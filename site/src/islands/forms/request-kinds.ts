import type { UploadKind } from '@atelier/contracts';

/** Where each request form posts, the name of its image parts (spec §7) and its toasts (spec §8). */
export const REQUEST_KINDS = {
  dress: { endpoint: '/api/dress-orders', fileField: 'image', succeeded: 'orderSubmitted', failed: 'orderFailed' },
  concept: { endpoint: '/api/custom-concepts', fileField: 'images', succeeded: 'conceptSubmitted', failed: 'conceptFailed' },
} as const satisfies Record<UploadKind, RequestKindConfig>;

export interface RequestKindConfig {
  endpoint: '/api/dress-orders' | '/api/custom-concepts';
  fileField: 'image' | 'images';
  succeeded: 'orderSubmitted' | 'conceptSubmitted';
  failed: 'orderFailed' | 'conceptFailed';
}
