import { reviewFormSchema, type Review, type ReviewFormValues, type ReviewPatch } from '@atelier/contracts';

/** The form's fields: name, text in both languages, rating, featured (the photo is chosen only when adding). */
const FIELDS = Object.keys(reviewFormSchema.entries) as (keyof ReviewFormValues)[];

/** The fields of the form that differ from the review: what PATCH sends (nothing when nothing changed). */
export function reviewChanges(review: Review, values: ReviewFormValues): ReviewPatch {
  const patch: Record<string, unknown> = {};
  for (const field of FIELDS) if (values[field] !== review[field]) patch[field] = values[field];
  return patch as ReviewPatch;
}
