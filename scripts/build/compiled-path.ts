import { dirname, relative, sep } from 'node:path';

export const toPosix = (path: string) => path.split(sep).join('/');

/** A TypeScript source under a package's src/: `.ts`, or `.tsx` where it holds JSX (the mail templates). */
const SOURCE = /^(.+?)\/src\/(.+)\.tsx?$/;

/** The workspace package a source file belongs to: `api/src/cli/args.ts` → `api`. */
export function packageOf(source: string): string {
  const match = SOURCE.exec(toPosix(source));
  if (!match || match[1]!.split('/').includes('node_modules')) throw new Error(`${source} is not a TypeScript file under a workspace package's src/`);
  return match[1]!;
}

/**
 * Where a source file's compiled file goes: at the same place under its package's dist/ as the
 * source has under src/ (`api/src/cli/args.ts` → `api/dist/cli/args.js`, `packages/mail/src/layout.tsx`
 * → `packages/mail/dist/layout.js`), so that every path
 * built from `import.meta.url` means in dist/ what it means in src/.
 */
export function compiledPath(source: string): string {
  const pkg = packageOf(source);
  return `${pkg}/dist/${SOURCE.exec(toPosix(source))![2]}.js`;
}

/** The import specifier that leads from one compiled file to another. */
export function linkSpecifier(fromCompiled: string, toCompiled: string): string {
  const path = toPosix(relative(dirname(fromCompiled), toCompiled));
  return path.startsWith('.') ? path : `./${path}`;
}
