/**
 * pnpm bench:lighthouse [--url=http://127.0.0.1:4321]
 * Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G) on Debian
 * Chromium, for every public page in both languages: the browsing pages (home, gallery, a
 * collection, a project, the blog, a blog category and an article) and the order and
 * custom-concept forms. A benchmark, not a test: it prints scores and never fails on them.
 * Without --url it builds the site and starts its own server (as the end-to-end suite does).
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

function givenUrl(): string | undefined {
  const flag = process.argv.slice(2).find((arg) => arg.startsWith('--url='));
  return flag ? new URL(flag.slice('--url='.length)).origin : undefined;
}

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

async function audit(url: string, port: number): Promise<PageScores> {
  const lhr = await lighthouseResult(url, port);
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
    const paths = await withDemoProject(origin, PAGES);
    // A visitor meets a running site, not one finishing its first start: every page is asked
    // for once before any is measured, so no measurement shares the cores with a first render.
    for (const path of paths) await (await fetch(`${origin}${path}`)).arrayBuffer();
    const results: PageScores[] = [];
    for (const path of paths) {
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
