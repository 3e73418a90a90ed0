/**
 * `pnpm bench:start-rss`: what `pnpm start` leaves in memory (ADR 057). It runs `pnpm start`
 * on a fresh data dir (the server compiled again first, as after a change; `--build=all` also
 * the site, `--build=none` nothing), and prints the RSS of every process under the package
 * manager (launcher, build helpers, server) and of the server alone: 20 s after the start,
 * 60 s after the demo seed is done (idle), and peaks under load on the public pages.
 *   pnpm bench:start-rss [--build=server|all|none] [--idle-seconds=60] [--seconds=4] [--connections=20]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordFile } from '../../scripts/build/build-record.ts';
import { withDemoProject } from '../demo-project.ts';
import { load } from '../http/load.ts';
import { freePort } from '../http/processes.ts';
import { descendants, memoryKinds, type ProcessInfo } from './process-tree.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PATHS = ['/', '/en/', '/order-dress', '/gallery', '/coleccion/vestidos', '/proyecto/{project}', '/api/site-settings', '/api/public-gallery'];
/** ADR 057's targets, in MB. */
const GOALS = { treeIdle: 400, serverIdle: 350, serverLoaded: 450 };
const SERVER = 'api/dist/main.js';

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const build = option('build', 'server');
const idleSeconds = Number(option('idle-seconds', '60'));
const seconds = Number(option('seconds', '4'));
const connections = Number(option('connections', '20'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (n: number) => `${n.toFixed(1)} MB`;
const total = (tree: readonly ProcessInfo[]) => tree.reduce((sum, p) => sum + p.rssMb, 0);
const isServer = (p: ProcessInfo) => p.command.includes(SERVER);

function printTree(title: string, tree: readonly ProcessInfo[]): void {
  process.stdout.write(`\n${title}\n`);
  for (const p of tree) process.stdout.write(`  ${String(p.pid).padStart(7)}  ${mb(p.rssMb).padStart(9)}  ${p.command.slice(0, 110)}\n`);
  process.stdout.write(`  total ${mb(total(tree))}, server ${mb(tree.find(isServer)?.rssMb ?? 0)}\n`);
}

/** `pnpm start` through the pnpm running this script (else npx's), as the README runs it. */
function startPnpm(env: NodeJS.ProcessEnv) {
  const pnpm = process.env.npm_execpath;
  const [command, args] = pnpm?.endsWith('.cjs') || pnpm?.endsWith('.js') ? [process.execPath, [pnpm, 'start']] : ['npx', ['-y', 'pnpm@10.34.9', 'start']];
  return spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
}

async function main(): Promise<void> {
  if (build === 'server' || build === 'all') rmSync(recordFile(ROOT, 'server'), { force: true });
  if (build === 'all') rmSync(recordFile(ROOT, 'site'), { force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-start-rss-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // GLIBC_TUNABLES passes through, as in bench:http (ADR 033).
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const pm = startPnpm(env);
  const started = Date.now();
  let output = '';
  pm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => pm.once('exit', () => resolve()));
  try {
    while (!output.includes('Atelier is running at')) {
      if (pm.exitCode !== null) throw new Error(`pnpm start exited (${pm.exitCode}):\n${output}`);
      await sleep(200);
    }
    process.stdout.write(`pnpm start (pid ${pm.pid}, build: ${build}) answers on ${origin} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    await sleep(Math.max(0, started + 20_000 - Date.now()));
    printTree('Once it answers, and at least 20 s after the start (every process under the package manager):', descendants(pm.pid!));

    // A first start seeds while it answers; on a loaded machine that takes minutes.
    const paths = await withDemoProject(origin, PATHS, { timeoutMs: 900_000 });
    process.stdout.write(`\ndemo catalogue seeded ${((Date.now() - started) / 1000).toFixed(0)} s after the start; idle for ${idleSeconds} s…\n`);
    await sleep(idleSeconds * 1000);
    const idle = descendants(pm.pid!);
    printTree(`${idleSeconds} s after the seed, idle:`, idle);
    const server = idle.find(isServer);
    if (server) process.stdout.write(`  server's mappings: ${memoryKinds(server.pid)}\n`);

    const peak = { tree: 0, server: 0 };
    const sampler = setInterval(() => {
      const tree = descendants(pm.pid!);
      peak.tree = Math.max(peak.tree, total(tree));
      peak.server = Math.max(peak.server, tree.find(isServer)?.rssMb ?? 0);
    }, 100);
    try {
      for (const path of paths) {
        const result = await load(`${origin}${path}`, { connections, seconds, headers: { 'accept-encoding': 'gzip' } });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        process.stdout.write(`  load ${path}: ${result.requestsPerSecond.toFixed(0)} req/s\n`);
      }
    } finally {
      clearInterval(sampler);
    }
    const idleServer = idle.find(isServer)?.rssMb ?? 0;
    const verdict = (value: number, goal: number) => `${mb(value)} (goal ≤ ${goal} MB: ${value <= goal ? 'met' : 'MISSED'})`;
    process.stdout.write(
      [
        '',
        `| RSS, pnpm start on a fresh data dir | |`,
        '| --- | ---: |',
        `| project's processes, idle ${idleSeconds} s after the seed | ${verdict(total(idle), GOALS.treeIdle)} |`,
        `| server alone, idle | ${verdict(idleServer, GOALS.serverIdle)} |`,
        `| server alone, peak under load (${connections} connections, ${seconds} s per path, ${paths.length} paths) | ${verdict(peak.server, GOALS.serverLoaded)} |`,
        `| project's processes, peak under load | ${mb(peak.tree)} |`,
        '',
      ].join('\n'),
    );
  } finally {
    // SIGTERM to the server (the launcher's pid when it has become the server): it stops, and pnpm with it.
    for (const p of descendants(pm.pid!).filter(isServer)) process.kill(p.pid, 'SIGTERM');
    const timer = setTimeout(() => pm.kill('SIGTERM'), 15_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:start-rss failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
