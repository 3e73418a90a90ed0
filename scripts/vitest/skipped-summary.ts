import type { Reporter, TestModule } from 'vitest/node';
import { parseSkippedTitle } from '../../packages/event-store/src/skipped-title.ts';

/**
 * One summary, at the end of a run, of the suites skipped because this machine lacks a service
 * they need (describeNeeding in @atelier/event-store/testing): what they need, why it is
 * missing, how many tests that is and in which files. Under CI=true those suites fail instead,
 * so there is nothing to sum up. Registered beside the default reporter in vitest.config.ts.
 */
export default class SkippedSummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byNeed = new Map<string, { suites: number; tests: number; files: Set<string> }>();
    for (const module of testModules) {
      for (const suite of module.children.allSuites()) {
        const skipped = parseSkippedTitle(suite.name);
        if (!skipped) continue;
        const key = `${skipped.what}: ${skipped.missing}`;
        const entry = byNeed.get(key) ?? { suites: 0, tests: 0, files: new Set<string>() };
        entry.suites += 1;
        entry.tests += [...suite.children.allTests()].length;
        entry.files.add(module.relativeModuleId);
        byNeed.set(key, entry);
      }
    }
    if (byNeed.size === 0) return;
    const lines = ['', 'Skipped for want of a service (they run, and must pass, under CI=true; README "The integration lane"):'];
    for (const [need, { suites, tests, files }] of byNeed) {
      lines.push(`  needs ${need}`);
      lines.push(`    ${suites} suite${suites === 1 ? '' : 's'}, ${tests} test${tests === 1 ? '' : 's'}, in ${[...files].sort().join(', ')}`);
    }
    console.info(lines.join('\n'));
  }
}
