/**
 * pnpm bench:lighthouse [--url=http://127.0.0.1:4321]
 * Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G) on Debian
 * Chromium, for the browsing pages (home, collections, a project, the blog and an article) and
 * the order form. A benchmark, not a test: it prints scores and never fails on them.
 * Without --url it builds the site and starts its own server (as the end-to-end suite does).
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromiumInstalled } from '../../e2e/support/chromium.ts';
import { launchChromium } from './chromium-launcher.ts';
import { printScores, type PageScores } from './report.ts';
import { startSiteServer, type SiteServer } from './site-server.ts';
import lighthouse from 'lighthouse';
import { withDemoProject } from '../demo-project.ts';

/** The browsing pages and the order form; `{project}` is a demo project (bench/demo-project.ts). */
const PAGES = ['/', '/gallery', '/coleccion/vestidos', '/proyecto/{project}', '/blog', '/blog/tendencias-vestidos-noche', '/order-dress'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;

function givenUrl(): string | undefined {
  const flag = process.argv.slice(2).find((arg) => arg.startsWith('--url='));
  return flag ? new URL(flag.slice('--url='.length)).origin : undefined;
}

async function audit(url: string, port: number): Promise<PageScores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return {
    page: new URL(url).pathname,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '—'])),
    // Weighted audits that lost points: what to look at first.
    missed: CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${id}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
    ),
  };
}

async function main(): Promise<void> {
  assertChromiumInstalled();
  const existing = givenUrl();
  let server: SiteServer | undefined;
  const origin = existing ?? (server = await startSiteServer()).origin;
  const chromium = await launchChromium(CHROMIUM_PATH, [...CHROMIUM_ARGS]);
  try {
    const results: PageScores[] = [];
    for (const path of await withDemoProject(origin, PAGES)) {
      console.log(`Lighthouse (mobile) ${origin}${path} …`);
      results.push(await audit(`${origin}${path}`, chromium.port));
    }
    printScores(results, CATEGORIES, METRICS);
  } finally {
    await chromium.kill();
    await server?.stop();
  }
}

await main();
