/**
 * Compiles the server side (api/, workers/, projections/, packages/) to JavaScript that plain
 * `node` runs (ADR 031): every source file a production program reaches becomes one file under
 * its package's dist/ (compiled-path.ts). Imports between our files are rewritten to the
 * compiled files; every other package stays an import that Node resolves from the importing
 * package's own node_modules, as in development.
 */
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { BuildRecord } from './build-record.ts';
import { compiledPath, linkSpecifier, packageOf, toPosix } from './compiled-path.ts';

/** The programs that run in production: the web server, the worker and the operators' commands. */
const SERVER_ENTRIES = [
  'api/src/main.ts',
  'workers/src/main.ts',
  // Forked by the embedded server to draw its demo pictures and make image variants (ADR 059).
  'api/src/runtime/image-child.ts',
  'api/src/cli/user-create.ts',
  'api/src/cli/keys-rotate.ts',
  'projections/src/cli/rebuild.ts',
];

/** Besides the sources themselves, what decides the compiled output. */
const SETTINGS = ['../../tsconfig.json', './compile-server.ts', './compiled-path.ts'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

const isBare = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('/');
const isWorkspace = (specifier: string) => specifier.startsWith('@atelier/');

/** Our own files (relative imports and @atelier/*) are followed; every other package stays an import. */
const followOwnFiles: Plugin = {
  name: 'follow-own-files',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (isBare(args.path) && !isWorkspace(args.path) ? { external: true } : undefined));
  },
};

/** Every source file the production programs reach, relative to the root. */
async function reachableSources(root: string, entries: readonly string[]): Promise<string[]> {
  const { metafile } = await build({ absWorkingDir: root, entryPoints: [...entries], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', outdir: 'unused', logLevel: 'error', plugins: [followOwnFiles] });
  const sources = Object.keys(metafile.inputs).map(toPosix);
  for (const source of sources) packageOf(source);
  return sources.sort();
}

/** Each file compiled alone: its imports of our files point at their compiled files. */
function linkCompiledFiles(root: string, sources: ReadonlySet<string>): Plugin {
  const following = Symbol('following');
  return {
    name: 'link-compiled-files',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === following) return undefined;
        if (isBare(args.path) && !isWorkspace(args.path)) return { external: true };
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: following });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const target = toPosix(relative(root, resolved.path));
        const from = toPosix(relative(root, args.importer));
        if (!sources.has(target)) return { errors: [{ text: `${from} imports ${target}, which no production program was found to reach` }] };
        return { path: linkSpecifier(compiledPath(from), compiledPath(target)), external: true };
      });
    },
  };
}

/** Compiles every reachable source into its package's dist/ (emptied first) and says what it read and wrote. */
export async function compileServer(root: string, entries: readonly string[] = SERVER_ENTRIES): Promise<BuildRecord> {
  const startedAt = Date.now();
  const sources = await reachableSources(root, entries);
  const outputs = sources.map(compiledPath);
  const packages = [...new Set(sources.map(packageOf))].sort();
  for (const pkg of packages) rmSync(join(root, pkg, 'dist'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: sources.map((source, index) => ({ in: source, out: outputs[index]!.slice(0, -'.js'.length) })),
    outdir: '.',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'error',
    plugins: [linkCompiledFiles(root, new Set(sources))],
  });
  const settings = SETTINGS.map((path) => toPosix(relative(root, path)));
  return { startedAt, inputs: [...sources, ...packages.map((pkg) => `${pkg}/package.json`), ...settings], outputs };
}
