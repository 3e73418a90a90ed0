import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Specifiers of STATIC imports and re-exports in an ES module (minified or not):
 * `import x from "./a.js"`, `import "./a.js"`, `import{a as b}from"./a.js"`, `export*from"./a.js"`.
 * Dynamic `import("./a.js")` is left out: it loads later, if ever.
 */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?["']([^"']+)["']/g;

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '').filter((specifier) => /^(?:\.{1,2})?\//.test(specifier));
}

export function gzippedSize(code: string | Buffer): number {
  return gzipSync(code).length;
}

/** Resolves an import specifier found in `fromUrl` (site-absolute) to a site-absolute URL. */
function resolveUrl(specifier: string, fromUrl: string): string {
  const path = specifier.split(/[?#]/)[0] ?? specifier;
  return path.startsWith('/') ? posix.normalize(path) : posix.join(posix.dirname(fromUrl), path);
}

/**
 * Every module reachable through static imports from `entries` (site-absolute URLs,
 * or inline code that imports them), each counted once, with its gzipped size.
 */
export function moduleClosure(distDir: string, entries: readonly string[], inline: readonly string[] = []): Map<string, number> {
  const sizes = new Map<string, number>();
  const visit = (url: string) => {
    if (sizes.has(url)) return;
    let code: string;
    try {
      code = readFileSync(join(distDir, url), 'utf8');
    } catch {
      throw new Error(`${url} is referenced by the built site but is missing from ${distDir}`);
    }
    sizes.set(url, gzippedSize(code));
    for (const specifier of staticImports(code)) visit(resolveUrl(specifier, url));
  };
  for (const url of entries) visit(url);
  for (const code of inline) for (const specifier of staticImports(code)) visit(resolveUrl(specifier, '/'));
  return sizes;
}
