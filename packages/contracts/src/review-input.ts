import * as v from 'valibot';
import { MAX_LENGTH, atLeastOneField, flagField, optionalPicklist, optionalText, requiredText } from './fields.ts';
import { localized } from './messages.ts';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

const clientName = () => requiredText('clientNameRequired', 1, MAX_LENGTH.name);
const content = () => requiredText('reviewContent', 1, MAX_LENGTH.text);

/** The testimonial in English is optional (English pages fall back to the Spanish): blank, missing or null is null. */
const contentEn = () => v.pipe(optionalText(MAX_LENGTH.text), v.transform((value) => value ?? null));

/**
 * POST /api/reviews (multipart, the optional photo apart): rating is sent as text, '1' to
 * '5', and is 5 when blank or absent (docs/product.md#constants); featured is 'true'/'false'.
 */
export const reviewCreateSchema = v.object({
  clientName: clientName(),
  content: content(),
  contentEn: contentEn(),
  rating: v.pipe(optionalPicklist(RATINGS, 'rating', '5'), v.transform(Number)),
  featured: flagField(false),
});

export type ReviewCreate = v.InferOutput<typeof reviewCreateSchema>;

const ratingNumber = () => v.pipe(v.number(localized('rating')), v.integer(localized('rating')), v.minValue(1, localized('rating')), v.maxValue(5, localized('rating')));

/** PATCH /api/reviews/{id} (JSON): any of the fields, at least one; rating a whole number 1 to 5; a blank `contentEn` clears it (null). */
export const reviewPatchSchema = v.pipe(
  v.object({
    clientName: v.optional(clientName()),
    content: v.optional(content()),
    contentEn: v.optional(v.nullable(contentEn())),
    rating: v.optional(ratingNumber()),
    featured: v.optional(v.boolean(localized('flag'))),
  }),
  atLeastOneField(),
);

/**
 * The review manager's add/edit form (docs/product.md#review-manager): the same rules as the
 * API, with the rating a number from the slider and featured a switch. Adding sends it as the
 * multipart form of reviewCreateSchema; editing sends the fields that changed
 * (reviewPatchSchema).
 */
export const reviewFormSchema = v.object({
  clientName: clientName(),
  content: content(),
  contentEn: contentEn(),
  rating: ratingNumber(),
  featured: v.boolean(localized('flag')),
});

export type ReviewFormInput = v.InferInput<typeof reviewFormSchema>;
export type ReviewFormValues = v.InferOutput<typeof reviewFormSchema>;

export type ReviewPatch = v.InferOutput<typeof reviewPatchSchema>;
