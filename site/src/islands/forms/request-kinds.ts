import { UPLOAD_RULES, type RequestType, type UploadRule } from '@atelier/contracts';

/** Where each request form posts, its images' rule (spec §7, §9) and its toasts (spec §8). */
export const REQUEST_KINDS = {
  dress: { endpoint: '/api/dress-orders', upload: UPLOAD_RULES.dressOrder, succeeded: 'orderSubmitted', failed: 'orderFailed' },
  concept: { endpoint: '/api/custom-concepts', upload: UPLOAD_RULES.customConcept, succeeded: 'conceptSubmitted', failed: 'conceptFailed' },
} as const satisfies Record<RequestType, RequestKindConfig>;

export interface RequestKindConfig {
  endpoint: '/api/dress-orders' | '/api/custom-concepts';
  upload: UploadRule;
  succeeded: 'orderSubmitted' | 'conceptSubmitted';
  failed: 'orderFailed' | 'conceptFailed';
}
