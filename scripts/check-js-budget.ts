/**
 * JS budget check, run after `pnpm build`: for each prerendered page in site/dist/client, and each
 * page rendered on demand (rendered here through the site's server build with sample content), the
 * gzipped size of the JavaScript it loads (module scripts, inline scripts, island component and
 * renderer modules, and everything they import statically) against its budget, and the islands it
 * hydrates against those its budget allows. Islands hydrated later (`client:visible` once
 * scrolled into view, `client:interaction` at the visitor's first gesture in them) are
 * measured apart, as what reaching them adds, against their own budget.
 * Exits 1 when over.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzippedSize, moduleClosure } from './budgets/module-graph.ts';
import { budgetFor, KB, DEFERRED_ISLAND_BUDGET, unexpectedIslands, type Budget } from './budgets/page-budgets.ts';
import { pageScripts } from './budgets/page-scripts.ts';
import { renderPages } from './budgets/rendered-pages.ts';
import { RENDERED_ROUTES, SAMPLE_LOCALS } from './budgets/sample-content.ts';
import { textTable } from './text-table.ts';

/** site/dist/client (the prerendered pages), or the directory given as the first argument. */
const DIST = resolve(process.argv[2] ?? fileURLToPath(new URL('../site/dist/client', import.meta.url)));
/** The server build next to it: its `render` answers the pages rendered on demand. */
const SERVER_ENTRY = resolve(DIST, '../server/entry.mjs');

interface PageReport {
  route: string;
  files: number;
  bytes: number;
  budget: Budget | null;
  /** Islands the page hydrates that its budget does not allow. */
  unexpected: string[];
  /** What the islands hydrated later add once reached (modules the page already loaded excluded); 0 without any. */
  deferredBytes: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** `order-dress/index.html` → `/order-dress`, `en/index.html` → `/en/`, `404.html` → `/404`. */
function routeOf(file: string): string {
  const path = relative(DIST, file).split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}${path === 'en/index.html' ? '/' : ''}`;
  return `/${path.slice(0, -'.html'.length)}`;
}

function measure(route: string, html: string): PageReport {
  const scripts = pageScripts(html);
  const modules = moduleClosure(DIST, scripts.urls, scripts.inline);
  const bytes = [...modules.values()].reduce((sum, size) => sum + size, 0) + scripts.inline.reduce((sum, code) => sum + gzippedSize(code), 0);
  const budget = budgetFor(route, scripts.hasIslands);
  const later = moduleClosure(DIST, scripts.deferred);
  const deferredBytes = [...later].reduce((sum, [url, size]) => sum + (modules.has(url) ? 0 : size), 0);
  return { route, files: modules.size + scripts.inline.length, bytes, budget, unexpected: unexpectedIslands(budget, scripts.islands), deferredBytes };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const failed = (report: PageReport) =>
  (report.budget !== null && report.bytes > report.budget.limit) || report.unexpected.length > 0 || report.deferredBytes > DEFERRED_ISLAND_BUDGET;

function printTable(reports: readonly PageReport[]): void {
  const rows = reports.map((report) => [
    report.route,
    String(report.files),
    kb(report.bytes),
    report.budget ? `${kb(report.budget.limit)} (${report.budget.label})` : '— (no budget)',
    !report.budget ? '' : failed(report) ? 'OVER' : 'ok',
    report.deferredBytes === 0 ? '' : `+${kb(report.deferredBytes)} of ${kb(DEFERRED_ISLAND_BUDGET)}`,
  ]);
  console.log(textTable(['page', 'scripts', 'JS gzipped', 'budget', '', 'when reached'], rows));
}

async function main(): Promise<number> {
  if (!existsSync(DIST)) {
    console.error(`JS budget: ${DIST} does not exist; build the site first (pnpm build).`);
    return 1;
  }
  const built = htmlFiles(DIST).map((file) => measure(routeOf(file), readFileSync(file, 'utf8')));
  if (built.length === 0) {
    console.error(`JS budget: no HTML pages in ${DIST}; build the site first (pnpm build).`);
    return 1;
  }
  const rendered = (await renderPages(SERVER_ENTRY, RENDERED_ROUTES, SAMPLE_LOCALS)).map(({ route, html }) => measure(route, html));
  const reports = [...built, ...rendered];
  printTable(reports);
  const over = reports.filter(failed);
  if (over.length > 0) {
    console.error(`\nJS budget exceeded on ${over.length} page(s):`);
    for (const report of over) {
      const islands = report.unexpected.length > 0 ? `; islands not allowed: ${report.unexpected.join(', ')}` : '';
      const later = report.deferredBytes > DEFERRED_ISLAND_BUDGET ? `; +${kb(report.deferredBytes)} when reached, budget ${kb(DEFERRED_ISLAND_BUDGET)}` : '';
      console.error(`  ${report.route}: ${kb(report.bytes)} gzipped, budget ${kb(report.budget?.limit ?? 0)} (${report.budget?.label})${islands}${later}`);
    }
    return 1;
  }
  console.log(`\nJS budget: ${reports.length} pages within budget.`);
  return 0;
}

process.exitCode = await main();
