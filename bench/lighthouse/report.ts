import { textTable as table } from '../../scripts/text-table.ts';

export interface PageScores {
  page: string;
  /** Category id → score from 0 to 1, or null when Lighthouse could not score it. */
  scores: Record<string, number | null>;
  /** Audit id → Lighthouse's display value, e.g. "1.2 s". */
  metrics: Record<string, string>;
  /** Weighted audits that scored under 0.9, as "category: title". */
  missed: string[];
}

/** Scores out of 100, then the main metrics, one row per page. */
export function printScores(results: readonly PageScores[], categories: readonly string[], metrics: readonly string[]): void {
  const score = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(Math.round(value * 100)));
  console.log(`\n${table(['page', ...categories], results.map((result) => [result.page, ...categories.map((id) => score(result.scores[id]))]))}`);
  console.log(`\n${table(['page', ...metrics], results.map((result) => [result.page, ...metrics.map((id) => result.metrics[id] ?? '—')]))}\n`);
  for (const result of results) {
    if (result.missed.length > 0) console.log(`${result.page} lost points on:\n${result.missed.map((title) => `  - ${title}`).join('\n')}\n`);
  }
}
