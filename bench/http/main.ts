/**
 * `pnpm bench:http`: the app's public answers against a bare @hono/node-server answering the
 * same bytes with the same headers and encoding, from memory, in the same run (bench/README.md).
 *   pnpm bench:http [--seconds=5] [--connections=20] [--paths=/,/en/] [--first-start]
 * `--first-start` measures the app's first start on a fresh data dir, while the demo catalogue is
 * seeded and its image variants made, instead of a second start on the seeded data dir.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDemoProject } from '../demo-project.ts';
import { capture, type CapturedAnswer } from './capture.ts';
import { load, type LoadResult } from './load.ts';
import { freePort, peakRssMb, rssMb, sampleRss, startProcess, stopProcess } from './processes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** `{project}` stands for the first visible demo project's id (from /api/public-gallery). */
const DEFAULT_PATHS = ['/', '/en/', '/order-dress', '/gallery', '/coleccion/vestidos', '/proyecto/{project}', '/api/site-settings', '/api/public-gallery'];
const GOAL = 0.9;
/** The app's RSS under load on the embedded defaults (ADR 033). */
const RSS_GOAL_MB = 450;
const SETTLE_MS = 10_000;

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const seconds = Number(option('seconds', '5'));
const connections = Number(option('connections', '20'));
const pathOptions = option('paths', DEFAULT_PATHS.join(',')).split(',');
const firstStart = process.argv.includes('--first-start');
const HEADERS = { 'accept-encoding': 'gzip' };

/** Two equal-length halves of one side: mean throughput, the worse p99. */
const combine = (a: LoadResult, b: LoadResult): LoadResult => ({
  requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
  p99Ms: Math.max(a.p99Ms, b.p99Ms),
  non2xx: a.non2xx + b.non2xx,
  errors: a.errors + b.errors,
});

/** How far a first start's seeding is: pieces shown, and how many have their variants. */
async function seedingState(appUrl: string): Promise<string> {
  const items = (await (await fetch(`${appUrl}/api/public-gallery`)).json()) as { image: { variants: unknown[] } }[];
  return `${items.length} pieces, ${items.filter((item) => item.image.variants.length > 0).length} with their variants`;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'site/dist/server/entry.mjs')) || !existsSync(join(ROOT, 'api/dist/main.js'))) throw new Error('Atelier is not built: run `pnpm build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-http-'));
  const appPort = await freePort();
  const barePort = await freePort();
  const tsx = ['--import', 'tsx'];
  // GLIBC_TUNABLES passes through, so that `GLIBC_TUNABLES= pnpm bench:http` measures the app without its tuned malloc (ADR 033).
  const tunables = process.env.GLIBC_TUNABLES === undefined ? {} : { GLIBC_TUNABLES: process.env.GLIBC_TUNABLES };
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(appPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...tunables };
  const appUrl = `http://127.0.0.1:${appPort}`;
  // The compiled server, as it ships (`pnpm build`).
  const startApp = () => startProcess([join(ROOT, 'api/dist/main.js')], env, 'Atelier is running at');
  // A first start seeds the demo catalogue while it answers; the process measured is a second
  // start on that data dir, as every later start and every production server is (README "Why
  // the measured app is a second start").
  let app: ChildProcess;
  let paths: string[];
  if (firstStart) {
    // The first start itself, measured while it seeds: a demo project is asked for as soon as
    // there is one, and the rounds run while the rest is drawn and its variants made.
    process.stdout.write(`First start on a fresh data dir (embedded mode, 127.0.0.1:${appPort}), measured while it seeds…\n`);
    app = await startApp();
    paths = await withDemoProject(appUrl, pathOptions, { whole: false });
  } else {
    process.stdout.write(`Seeding the demo catalogue (embedded mode, 127.0.0.1:${appPort})…\n`);
    const seeder = await startApp();
    try {
      paths = await withDemoProject(appUrl, pathOptions);
    } finally {
      await stopProcess(seeder);
    }
    process.stdout.write('Starting the app again on the seeded data dir…\n');
    app = await startApp();
  }
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const answers: Record<string, CapturedAnswer> = {};
    for (const path of paths) {
      const answer = await capture(`${appUrl}${path}`, HEADERS);
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
      answers[path] = answer;
    }
    const file = join(dataDir, 'answers.json');
    const stored = Object.fromEntries(Object.entries(answers).map(([path, a]) => [path, { status: a.status, headers: a.headers, body: a.body.toString('base64') }]));
    writeFileSync(file, JSON.stringify(stored));
    bare = await startProcess([...tsx, join(ROOT, 'bench/http/bare-server.ts'), file, String(barePort)], { PATH: process.env.PATH }, 'ready');
    const bareUrl = `http://127.0.0.1:${barePort}`;
    for (const path of paths) {
      const again = await capture(`${bareUrl}${path}`, HEADERS);
      if (!again.body.equals(answers[path]!.body)) throw new Error(`the bare server does not answer ${path} with the app's bytes`);
    }

    // A render leaves garbage and, on a first query, PGlite's WebAssembly being compiled by
    // V8's optimiser in the background (up to ~600 MB of transient malloc): the idle figure is
    // what the process holds once that is over, as a server between visits does.
    // A first start is measured while it works: no settling.
    if (!firstStart) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = { app: rssMb(app.pid!), bare: rssMb(bare.pid!) };
    const loaded = { app: 0, bare: 0 };
    const bareProcess = bare;
    const half = seconds / 2;
    process.stdout.write(
      `${connections} connections, Accept-Encoding: gzip, ${seconds} s per path per side: app, bare, bare, app (${half} s each), after a 1 s warm-up of every path on each side\n\n`,
    );
    const options = { connections, headers: HEADERS };
    for (const path of paths) {
      await load(`${appUrl}${path}`, { ...options, seconds: 1 });
      await load(`${bareUrl}${path}`, { ...options, seconds: 1 });
    }
    const rows: string[] = [];
    /** One side's round, its process's RSS sampled throughout. */
    const round = async (side: 'app' | 'bare', url: string) => {
      const stopSampling = sampleRss((side === 'app' ? app : bareProcess).pid!);
      const result = await load(url, { ...options, seconds: half });
      loaded[side] = Math.max(loaded[side], stopSampling());
      return result;
    };
    for (const path of paths) {
      const onApp = () => round('app', `${appUrl}${path}`);
      const onBare = () => round('bare', `${bareUrl}${path}`);
      // ABBA: a drift of the (shared) machine's load during the pair hits both sides alike.
      const appFirst = await onApp();
      const bareFirst = await onBare();
      const bareSecond = await onBare();
      const appSecond = await onApp();
      const ofApp = combine(appFirst, appSecond);
      const ofBare = combine(bareFirst, bareSecond);
      for (const [side, r] of [['app', ofApp], ['bare', ofBare]] as const) {
        if (r.non2xx > 0 || r.errors > 0) throw new Error(`${side} ${path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      }
      const ratio = ofApp.requestsPerSecond / ofBare.requestsPerSecond;
      if (firstStart) process.stdout.write(`  (after ${path}: ${await seedingState(appUrl)})\n`);
      const row = `| \`${path}\` | ${fmt(answers[path]!.body.length)} B | ${fmt(ofApp.requestsPerSecond)} | ${fmt(ofApp.p99Ms)} ms | ${fmt(ofBare.requestsPerSecond)} | ${fmt(ofBare.p99Ms)} ms | ${fmt(ratio, 2)} | ${ratio >= GOAL ? 'met' : 'MISSED'} |`;
      rows.push(row);
      process.stdout.write(`${row}\n`);
    }
    process.stdout.write(
      [
        '',
        `| path | gzip body | app req/s | app p99 | bare req/s | bare p99 | ratio | goal ≥ ${GOAL} |`,
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        ...rows,
        '',
        `| RSS | idle (${firstStart ? 'right after the captures, seeding' : `${SETTLE_MS / 1000} s after the captures`}) | peak under load (sampled) | peak since start (VmHWM) | goal |`,
        '| --- | ---: | ---: | ---: | --- |',
        `| app | ${fmt(idle.app, 1)} MB | ${fmt(loaded.app, 1)} MB | ${fmt(peakRssMb(app.pid!), 1)} MB | ≤ ${RSS_GOAL_MB} MB under load: ${loaded.app <= RSS_GOAL_MB ? 'met' : 'MISSED'} |`,
        `| bare server | ${fmt(idle.bare, 1)} MB | ${fmt(loaded.bare, 1)} MB | ${fmt(peakRssMb(bare.pid!), 1)} MB | |`,
        '',
      ].join('\n'),
    );
  } finally {
    if (bare) await stopProcess(bare);
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:http failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
