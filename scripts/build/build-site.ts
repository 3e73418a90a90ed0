/**
 * The site's build: its pictures first (ADR 017: Astro imports them), then `astro build` into
 * site/dist (prerendered pages in client/, the pages rendered on demand in server/, ADR 020).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ART_OUTPUTS } from '../../site/scripts/art-outputs.ts';
import type { BuildRecord } from './build-record.ts';
import { toPosix } from './compiled-path.ts';

const SITE = 'site';
/** Written by the build or by tools, never read as a source. */
const NOT_SOURCES = new Set(['node_modules', 'dist', '.astro', ...ART_OUTPUTS.map((path) => `${SITE}/${path}`)]);
/** Besides site/ and the workspace packages it uses, what decides the built site. */
const SETTINGS = ['../../pnpm-lock.yaml', './build-site.ts'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
/** What the API serves: the pages rendered on demand (their server entry) and the built files. */
const OUTPUTS = [`${SITE}/dist/server/entry.mjs`, `${SITE}/dist/client`];

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** Every file under `dir` that can change the build. */
function walk(root: string, dir: string, into: string[]): void {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (NOT_SOURCES.has(entry.name) || NOT_SOURCES.has(path) || isTest(entry.name)) continue;
    if (entry.isDirectory()) walk(root, path, into);
    else into.push(path);
  }
}

/**
 * The workspace packages the site's build uses (its dependencies, and the dev dependencies its
 * scripts draw the pictures with), and the packages their code imports in turn (`dependencies`
 * only: a package's dev dependencies serve its own tests).
 */
function workspacePackages(root: string, dir: string, fields: readonly string[], seen = new Set<string>()): Set<string> {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  for (const field of fields) {
    for (const [name, version] of Object.entries(manifest[field] ?? {})) {
      if (!version.startsWith('workspace:')) continue;
      const pkg = toPosix(relative(root, realpathSync(join(root, dir, 'node_modules', name))));
      if (seen.has(pkg)) continue;
      seen.add(pkg);
      workspacePackages(root, pkg, ['dependencies'], seen);
    }
  }
  return seen;
}

/** Today's inputs of the site's build: site/ and the packages it uses, without what builds write. */
export function siteInputs(root: string): string[] {
  const inputs = SETTINGS.map((path) => toPosix(relative(root, path)));
  walk(root, SITE, inputs);
  for (const pkg of workspacePackages(root, SITE, ['dependencies', 'devDependencies'])) {
    inputs.push(`${pkg}/package.json`);
    walk(root, `${pkg}/src`, inputs);
  }
  return inputs;
}

function run(root: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: join(root, SITE), stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the site build failed: ${args.map((arg) => relative(root, arg)).join(' ')} exited with ${signal ?? code}`))));
  });
}

export async function buildSite(root: string): Promise<BuildRecord> {
  const startedAt = Date.now();
  const inputs = siteInputs(root);
  await run(root, [fileURLToPath(import.meta.resolve('tsx/cli')), 'scripts/generate-art.ts']);
  await run(root, [join(root, SITE, 'node_modules/astro/bin/astro.mjs'), 'build']);
  return { startedAt, inputs, outputs: OUTPUTS };
}
