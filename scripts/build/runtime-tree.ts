/**
 * `pnpm build:runtime <dir>`, after `pnpm build`: what production runs, alone in `dir` (the
 * Dockerfile's runtime image is this tree; ADR 031). It holds the compiled server (each
 * package's dist/ and package.json, at their places in the workspace, so the links between
 * compiled files hold), the built site, and the production dependencies of those packages,
 * installed from the lockfile: no sources, no dev dependencies, no build tool.
 *   node <dir>/api/dist/main.js            the web server (API and site)
 *   node <dir>/workers/dist/main.js        the worker
 *   node <dir>/api/dist/cli/user-create.js and the other commands
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readRecord } from './build-record.ts';
import { ROOT, staleness, TARGETS } from './targets.ts';

/**
 * Optional peers the workspace's lockfile resolves for type declarations only (TypeScript for
 * valibot, @types/node for sharp and ical-generator): installed with them, loaded by nothing.
 */
const TYPES_ONLY = [/^typescript@/, /^@types\+/];

function fail(message: string): never {
  process.stderr.write(`pnpm build:runtime: ${message}\n`);
  process.exit(1);
}

const target = process.argv[2];
if (!target) fail('usage: pnpm build:runtime <empty or new directory>');
const dir = resolve(target);
if (existsSync(dir) && readdirSync(dir).length > 0) fail(`${dir} is not empty`);
for (const built of TARGETS) {
  const reason = staleness(ROOT, built);
  if (reason) fail(`the ${built.name} build is not current (${reason}): run \`pnpm build\` first`);
}
const server = readRecord(ROOT, 'server')!;
// pnpm runs this script, and says where it is: the same pnpm installs the tree.
const pnpm = process.env.npm_execpath;
if (!pnpm) fail('run it through pnpm (`pnpm build:runtime <dir>`), which installs the dependencies');

mkdirSync(dir, { recursive: true });
// The lockfile records the pnpmfile's checksum, so the install needs the pnpmfile beside it. The
// root's package.json stays out: it holds only tools and the pinned Node the scripts run on,
// whose optional platform packages `--prod` would install (ADR 076); pnpm skips a workspace
// project whose package.json is not there, as it does for the site's.
for (const file of ['pnpm-workspace.yaml', 'pnpm-lock.yaml', '.pnpmfile.cjs']) cpSync(join(ROOT, file), join(dir, file));
// Every compiled file is `<package>/dist/…`.
for (const pkg of new Set(server.outputs.map((output) => output.slice(0, output.indexOf('/dist/'))))) {
  cpSync(join(ROOT, pkg, 'package.json'), join(dir, pkg, 'package.json'));
  cpSync(join(ROOT, pkg, 'dist'), join(dir, pkg, 'dist'), { recursive: true });
}
cpSync(join(ROOT, 'site/dist'), join(dir, 'site/dist'), { recursive: true });

// The site's own package is not in the tree: its server build carries its dependencies (site/adapter).
const install = spawnSync(process.execPath, [pnpm, 'install', '--prod', '--frozen-lockfile', '--prefer-offline'], { cwd: dir, stdio: 'inherit' });
if (install.status !== 0) fail(`pnpm install --prod exited with ${install.status ?? install.signal}`);
const store = join(dir, 'node_modules/.pnpm');
for (const name of readdirSync(store)) {
  if (TYPES_ONLY.some((pattern) => pattern.test(name))) rmSync(join(store, name), { recursive: true, force: true });
}
process.stdout.write(`pnpm build:runtime: ${dir} is ready\n`);
