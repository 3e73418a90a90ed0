import { join } from 'node:path';

/**
 * Where a journey keeps the screenshots it takes for a person to look at (never compared by a
 * test): test-results/screens/<spec>/, or E2E_SCREENS/<spec>/ when set.
 */
export const screensDir = (spec: string): string => join(process.env.E2E_SCREENS ?? 'test-results/screens', spec);
