import * as v from 'valibot';
import { ERROR_CODES } from './error-codes.ts';

/** The body of every error answer: a listed code, a message in the request's language, and the fields at fault. */
export const apiErrorSchema = v.object({
  code: v.picklist(ERROR_CODES),
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});

export type ApiError = v.InferOutput<typeof apiErrorSchema>;
export type ApiIssue = NonNullable<ApiError['issues']>[number];

/** Flattens valibot issues for the wire; `path` is dotted ("images.0") and '' for the payload itself. */
export function issuesFromValibot(issues: readonly v.BaseIssue<unknown>[]): ApiIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}
