import type { RequestType } from './request-status.ts';
import type { ToastKey } from './toasts.ts';
import { UPLOAD_RULES, type UploadRule } from './uploads.ts';

/** What the form of one request type shares with the API that takes it. */
export interface RequestForm {
  /** Where the form posts. */
  endpoint: `/api/${string}`;
  /** Its images' rule: the picker and the API check the same one. */
  upload: UploadRule;
  /** The toasts a submission ends with; a form posted without JavaScript gets them as a page. */
  succeeded: ToastKey;
  failed: ToastKey;
}

/** The two request forms: the island that posts each one and the API route that takes it both read this. */
export const REQUEST_FORMS = {
  dress: { endpoint: '/api/dress-orders', upload: UPLOAD_RULES.dressOrder, succeeded: 'orderSubmitted', failed: 'orderFailed' },
  concept: { endpoint: '/api/custom-concepts', upload: UPLOAD_RULES.customConcept, succeeded: 'conceptSubmitted', failed: 'conceptFailed' },
} as const satisfies Record<RequestType, RequestForm>;
