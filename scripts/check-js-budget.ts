/**
 * JS budget check, run after `pnpm build`: for each prerendered page in site/dist/client, the gzipped size of
 * the JavaScript it loads (module scripts, inline scripts, island component and renderer
 * modules, and everything they import statically) against its budget. Islands hydrated only
 * when scrolled into view (`client:visible`) are measured apart, as what reaching them adds,
 * against their own budget. Exits 1 when either is over.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzippedSize, moduleClosure } from './budgets/module-graph.ts';
import { budgetFor, KB, ON_VISIBLE_BUDGET, type Budget } from './budgets/page-budgets.ts';
import { pageScripts } from './budgets/page-scripts.ts';
import { textTable } from './text-table.ts';

/** site/dist/client (the prerendered pages), or the directory given as the first argument. */
const DIST = resolve(process.argv[2] ?? fileURLToPath(new URL('../site/dist/client', import.meta.url)));

interface PageReport {
  route: string;
  files: number;
  bytes: number;
  budget: Budget | null;
  /** What `client:visible` islands add once scrolled to (modules the page already loaded excluded); 0 without any. */
  onVisibleBytes: number;
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

function measure(file: string): PageReport {
  const route = routeOf(file);
  const scripts = pageScripts(readFileSync(file, 'utf8'));
  const modules = moduleClosure(DIST, scripts.urls, scripts.inline);
  const bytes = [...modules.values()].reduce((sum, size) => sum + size, 0) + scripts.inline.reduce((sum, code) => sum + gzippedSize(code), 0);
  const later = moduleClosure(DIST, scripts.onVisible);
  const onVisibleBytes = [...later].reduce((sum, [url, size]) => sum + (modules.has(url) ? 0 : size), 0);
  return { route, files: modules.size + scripts.inline.length, bytes, budget: budgetFor(route, scripts.hasIslands), onVisibleBytes };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function printTable(reports: readonly PageReport[]): void {
  const rows = reports.map((report) => [
    report.route,
    String(report.files),
    kb(report.bytes),
    report.budget ? `${kb(report.budget.limit)} (${report.budget.label})` : '— (no budget)',
    !report.budget ? '' : report.bytes <= report.budget.limit ? 'ok' : 'OVER',
    report.onVisibleBytes === 0 ? '' : `+${kb(report.onVisibleBytes)} of ${kb(ON_VISIBLE_BUDGET)} ${report.onVisibleBytes <= ON_VISIBLE_BUDGET ? 'ok' : 'OVER'}`,
  ]);
  console.log(textTable(['page', 'scripts', 'JS gzipped', 'budget', '', 'islands on scroll'], rows));
}

function main(): number {
  if (!existsSync(DIST)) {
    console.error(`JS budget: ${DIST} does not exist; build the site first (pnpm build).`);
    return 1;
  }
  const reports = htmlFiles(DIST).map(measure);
  if (reports.length === 0) {
    console.error(`JS budget: no HTML pages in ${DIST}; build the site first (pnpm build).`);
    return 1;
  }
  printTable(reports);
  const over = reports.filter((report) => report.budget && report.bytes > report.budget.limit);
  const overOnScroll = reports.filter((report) => report.onVisibleBytes > ON_VISIBLE_BUDGET);
  if (over.length + overOnScroll.length > 0) {
    console.error(`\nJS budget exceeded on ${over.length + overOnScroll.length} page(s):`);
    for (const report of over) {
      console.error(`  ${report.route}: ${kb(report.bytes)} gzipped, budget ${kb(report.budget?.limit ?? 0)} (${report.budget?.label})`);
    }
    for (const report of overOnScroll) {
      console.error(`  ${report.route}: islands on scroll add ${kb(report.onVisibleBytes)} gzipped, budget ${kb(ON_VISIBLE_BUDGET)}`);
    }
    return 1;
  }
  console.log(`\nJS budget: ${reports.length} pages within budget.`);
  return 0;
}

process.exitCode = main();
