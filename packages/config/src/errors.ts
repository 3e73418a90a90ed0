export interface ConfigIssue {
  /** The environment variable at fault, e.g. `PORT`. */
  variable: string;
  /** A full sentence naming the variable, what was expected and how to fix it. */
  message: string;
}

/** Thrown by loadConfig with every problem at once, so one restart fixes them all. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    super(formatIssues(issues));
    this.issues = issues;
  }
}

function formatIssues(issues: readonly ConfigIssue[]): string {
  if (issues.length === 1) return `Invalid environment: ${issues[0]?.message}`;
  return `Invalid environment (${issues.length} problems):\n${issues.map((i) => `  - ${i.message}`).join('\n')}`;
}
