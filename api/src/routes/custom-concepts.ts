import { customConceptSchema } from '@atelier/contracts';
import { CUSTOM_CONCEPT_ID_SEQUENCE, customConceptStream } from '@atelier/domain';
import type { AppContext } from '../context.ts';
import { requestRoutes } from './request-routes.ts';

/** /api/custom-concepts: a visitor shares a dress idea; the staff approve or deny it. */
export const customConceptRoutes = (ctx: AppContext) =>
  requestRoutes(ctx, {
    type: 'concept',
    scope: 'custom-concepts',
    schema: customConceptSchema,
    sequence: CUSTOM_CONCEPT_ID_SEQUENCE,
    stream: customConceptStream,
    submit: (input, requestId, imageKeys, submittedAt) => ({ type: 'SubmitCustomConcept' as const, data: { ...input, requestId, imageKeys, submittedAt } }),
  });
