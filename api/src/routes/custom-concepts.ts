import { UPLOAD_RULES, customConceptSchema } from '@atelier/contracts';
import {
  CUSTOM_CONCEPT_STREAM_TYPE,
  customConceptDecider,
  customConceptStreamId,
  type CustomConceptEvent,
  type CustomConceptState,
  type SubmitCustomConcept,
} from '@atelier/domain';
import type { AppContext } from '../context.ts';
import type { RequestKind } from './request-kind.ts';
import { requestRoutes } from './request-routes.ts';

const customConcepts: RequestKind<typeof customConceptSchema, SubmitCustomConcept, CustomConceptEvent, CustomConceptState> = {
  type: 'concept',
  scope: 'custom-concepts',
  schema: customConceptSchema,
  upload: UPLOAD_RULES.customConcept,
  toasts: { succeeded: 'conceptSubmitted', failed: 'conceptFailed' },
  sequence: 'custom_concept_ids',
  streamType: CUSTOM_CONCEPT_STREAM_TYPE,
  streamId: customConceptStreamId,
  decider: customConceptDecider,
  submitCommand: (input, requestId, imageKeys, submittedAt) => ({
    type: 'SubmitCustomConcept',
    data: { ...input, requestId, imageKeys, submittedAt },
  }),
};

/** /api/custom-concepts */
export const customConceptRoutes = (ctx: AppContext) => requestRoutes(ctx, customConcepts);
