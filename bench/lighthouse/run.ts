/**
 * pnpm bench:lighthouse [--url=http://127.0.0.1:4321] [--runs=3] [--settle=60] [--paths=/order-dress,/en/order-dress]
 * Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G) on Debian
 * Chromium, for every public page in both languages: the browsing pages (home, gallery, a
 * collection, a project, the blog, a blog category and an article) and the order and
 * custom-concept forms. A benchmark, not a test: it prints scores and never fails on them.
 * Without --url it builds the site and starts its own server (as the end-to-end suite does).
 *
 * Measured as a stranger measures the site (ADR 059): each run in a Chromium started for it
 * alone (a warm browser's compiled code and caches flatter every run after the first), a
 * server left `--settle` seconds after its demo catalogue is complete, and `--runs` runs of each
 * page, of which the median by performance score is printed with every run's score beside it.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromiumInstalled } from '../../e2e/support/chromium.ts';
import { launchChromium } from './chromium-launcher.ts';
import { printScores, type PageScores } from './report.ts';
import { startSiteServer, type SiteServer } from './site-server.ts';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { withDemoProject } from '../demo-project.ts';

/**
 * Every page a visitor reads, Spanish first; `{project}` is a demo project (bench/demo-project.ts).
 * The sign-in page is the back office's door, kept out of search engines on purpose (`noindex`),
 * and is left out: its SEO score would only say so.
 */
const SPANISH_PAGES = [
  '/',
  '/gallery',
  '/coleccion/vestidos',
  '/proyecto/{project}',
  '/blog',
  '/blog/category/trends',
  '/blog/tendencias-vestidos-noche',
  '/order-dress',
  '/custom-concept',
];
const PAGES = [...SPANISH_PAGES, ...SPANISH_PAGES.map((path) => (path === '/' ? '/en/' : `/en${path}`))];
/** Lighthouse runs of one page that it may report as broken before the benchmark gives up. */
const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;

function option(name: string): string | undefined {
  return process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function givenUrl(): string | undefined {
  const url = option('url');
  return url ? new URL(url).origin : undefined;
}

const RUNS = Number(option('runs') ?? 3);
const SETTLE_S = Number(option('settle') ?? 60);
const CHOSEN_PATHS = option('paths')?.split(',');

/**
 * One Lighthouse run of `url`. A run Lighthouse itself reports as broken (a trace it could not
 * record, such as NO_NAVSTART, which it asks to "run again") is run again, said aloud, up to
 * `ATTEMPTS` in all. Scores are never retried: every score is printed.
 */
async function lighthouseResult(url: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  console.log(`  Lighthouse could not record ${url} (${runtimeError.code}); running it again`);
  return lighthouseResult(url, port, attempt + 1);
}

/** One run in a Chromium of its own, ended with the run. */
async function coldRun(url: string): Promise<Result> {
  const chromium = await launchChromium(CHROMIUM_PATH, [...CHROMIUM_ARGS]);
  try {
    return await lighthouseResult(url, chromium.port);
  } finally {
    await chromium.kill();
  }
}

/** The median run by performance score (the lower middle one for an even count). */
function medianRun(runs: readonly Result[]): Result {
  const sorted = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function audit(url: string): Promise<PageScores> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await coldRun(url));
  const lhr = medianRun(runs);
  const everyRun = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(', ');
  return {
    page: RUNS > 1 ? `${new URL(url).pathname} (performance ${everyRun})` : new URL(url).pathname,
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
  try {
    const paths = await withDemoProject(origin, CHOSEN_PATHS ?? PAGES);
    // A visitor meets a running site, not one finishing its first start: every page is asked
    // for once, then the server is left alone a while, before any is measured.
    for (const path of paths) await (await fetch(`${origin}${path}`)).arrayBuffer();
    if (SETTLE_S > 0) {
      console.log(`The demo catalogue is complete; measuring in ${SETTLE_S} s …`);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    }
    const results: PageScores[] = [];
    for (const path of paths) {
      console.log(`Lighthouse (mobile) ${origin}${path}, ${RUNS} run(s), each in a fresh Chromium …`);
      results.push(await audit(`${origin}${path}`));
    }
    printScores(results, CATEGORIES, METRICS);
  } finally {
    await server?.stop();
  }
}

await main();
