/**
 * `node bench/install.ts`: installs the tools only the benchmarks use (bench/package.json:
 * autocannon, Lighthouse) into bench/node_modules on their first use, or again after
 * bench/pnpm-lock.yaml changed; otherwise it does nothing. bench/ is a pnpm project of its
 * own, so the README's `pnpm install` never downloads them (ADR 057).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BENCH = fileURLToPath(new URL('.', import.meta.url));
const LOCKFILE = `${BENCH}pnpm-lock.yaml`;
/** pnpm writes it last, after every package of the lockfile is in place. */
const INSTALLED = `${BENCH}node_modules/.modules.yaml`;

const mtime = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : null);
const installed = mtime(INSTALLED);
if (installed === null || installed < (mtime(LOCKFILE) ?? 0)) {
  process.stdout.write('bench: installing the benchmarks’ own tools into bench/node_modules (once)…\n');
  // The pnpm running this script (a `pnpm bench:*` script), else the pinned one through npx.
  const pnpm = process.env.npm_execpath;
  const [command, args] = pnpm && /\.c?js$/.test(pnpm) ? [process.execPath, [pnpm]] : ['npx', ['-y', 'pnpm@10.34.9']];
  const result = spawnSync(command, [...args, 'install', '--frozen-lockfile'], { cwd: BENCH, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`bench: installing bench/package.json failed (${result.error?.message ?? `exit code ${result.status}`})\n`);
    process.exit(1);
  }
}
