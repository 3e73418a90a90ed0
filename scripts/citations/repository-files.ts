import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold installed, built or generated files, never what the repository says. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', 'dist', '.astro', 'data', 'coverage', 'test-results', 'playwright-report', 'assets', 'public']);

/** The files whose words are ours: source, styles, configuration and docs (the lockfile is the registry's). */
const WRITTEN = /\.(?:ts|tsx|mts|js|mjs|cjs|astro|css|md|ya?ml)$|^Dockerfile$/;
const NOT_OURS = new Set(['pnpm-lock.yaml']);

/**
 * Every written file under `root`, as repository paths with `/`. It walks the tree rather than
 * asking git, so it runs in the unit lane (no child process), and skips what .gitignore
 * keeps out (built and generated folders).
 */
export function writtenFiles(root: string, folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : writtenFiles(root, path);
    return entry.isFile() && WRITTEN.test(entry.name) && !NOT_OURS.has(path) ? [path] : [];
  });
}
