import type { ApiIssue } from '@atelier/contracts';
import { ApiCallError } from '../../lib/api.ts';

/** The per-field problems of a 400 answer. */
export function serverIssuesOf(error: unknown): ApiIssue[] {
  return error instanceof ApiCallError ? error.issues : [];
}

/** The server's message when the problem is the images themselves: too large, or not an image. */
function serverImageProblemOf(error: unknown): string | null {
  if (!(error instanceof ApiCallError) || (error.code !== 'too_large' && error.code !== 'not_an_image')) return null;
  return error.serverMessage;
}

export interface ServerProblemTargets {
  /** The form's field names; issues about anything else stay in the toast only. */
  fields: readonly string[];
  setFieldError(name: string, message: string): void;
  setImageError(message: string): void;
}

/** Puts a failed submission's problems next to the fields (or images) they concern. */
export function showServerProblems(error: unknown, { fields, setFieldError, setImageError }: ServerProblemTargets): void {
  for (const issue of serverIssuesOf(error)) {
    if (fields.includes(issue.path)) setFieldError(issue.path, issue.message);
  }
  const imageProblem = serverImageProblemOf(error);
  if (imageProblem) setImageError(imageProblem);
}
