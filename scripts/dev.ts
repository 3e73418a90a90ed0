import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm dev`: the API with restart-on-change (tsx watch) and Astro's dev server with hot
 * reload, which proxies /api to the API. Open the Astro URL. PORT is the site's port
 * (default 4321); API_PORT the API's (default 4322).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = process.env.PORT ?? '4321';
const apiPort = process.env.API_PORT ?? '4322';
for (const [name, value] of [['PORT', sitePort], ['API_PORT', apiPort]] as const) {
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    process.stderr.write(`pnpm dev: ${name} must be an integer 1-65535 (got "${value}")\n`);
    process.exit(2);
  }
}

const children: ChildProcess[] = [];
function run(label: string, args: string[], env: NodeJS.ProcessEnv, cwd = root): void {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    process.stderr.write(`pnpm dev: ${label} stopped (${signal ?? code}); stopping the rest\n`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
// The site's pictures are drawn before Astro starts (ADR 017); cached after the first run.
const art = spawnSync(process.execPath, [tsx, 'scripts/generate-art.ts'], { cwd: `${root}site`, stdio: 'inherit' });
if (art.status !== 0) {
  process.stderr.write('pnpm dev: drawing the site art failed\n');
  process.exit(1);
}
const astro = fileURLToPath(new URL('../site/node_modules/astro/bin/astro.mjs', import.meta.url));
run('api', [tsx, 'watch', '--clear-screen=false', 'api/src/main.ts'], { PORT: apiPort });
run('site', [astro, 'dev', '--port', sitePort, '--host', '127.0.0.1'], { API_PORT: apiPort }, `${root}site`);
