import * as v from 'valibot';

/** The body of every error answer (architecture, HTTP conventions). */
export const apiErrorSchema = v.object({
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});

export type ApiError = v.InferOutput<typeof apiErrorSchema>;
export type ApiIssue = NonNullable<ApiError['issues']>[number];

/** Flattens valibot issues for the wire; `path` is dotted ("images.0") and '' for the payload itself. */
export function issuesFromValibot(issues: readonly v.BaseIssue<unknown>[]): ApiIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}
