import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The project's own import graph, read with the TypeScript compiler API: which of the
 * repository's TypeScript files each file imports. Only files are followed, never run; an
 * import that resolves into node_modules (a library), to a declaration file or to anything
 * TypeScript cannot resolve (an `.astro` component, `astro:*`) is not an edge. Workspace
 * packages (`@atelier/domain`) resolve through their symlinks to their sources, so they are
 * edges like relative imports.
 */

/** One import of a file: the project file it reaches, and whether it brings in types only. */
export interface ImportEdge {
  to: string;
  typeOnly: boolean;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.astro', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(?:ts|tsx|mts)$/;

/** The options the root tsconfig.json compiles with: module resolution, `allowImportingTsExtensions`, JSX. */
function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
  return parsed.options;
}

/** Every TypeScript source file under `folders` (repository paths with `/`), declaration files left out. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path);
      return entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return folders.flatMap(walk).sort();
}

/** Whether an import or export declaration brings in types only (`import type`, or every named element `type`). */
function declarationIsTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    return node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false; // `import './x.ts'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** The module specifiers a file names: static imports and re-exports, `import()` calls and `import('x').T` types. */
function specifiersOf(source: ts.SourceFile): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: declarationIsTypeOnly(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Reads and resolves the imports of the repository's files, once each. */
export class ImportGraph {
  private readonly options: ts.CompilerOptions;
  private readonly cache: ts.ModuleResolutionCache;
  private readonly edges = new Map<string, ImportEdge[]>();

  constructor(readonly root: string) {
    this.root = realpathSync(root);
    this.options = compilerOptions(this.root);
    this.cache = ts.createModuleResolutionCache(this.root, (name) => name, this.options);
  }

  /** The project files `file` imports (repository paths), each once; a value import wins over a type-only one. */
  importsOf(file: string): ImportEdge[] {
    const known = this.edges.get(file);
    if (known) return known;
    const absolute = join(this.root, file);
    const source = ts.createSourceFile(absolute, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const byTarget = new Map<string, boolean>();
    for (const { specifier, typeOnly } of specifiersOf(source)) {
      const to = this.resolve(specifier, absolute);
      if (to !== null) byTarget.set(to, (byTarget.get(to) ?? true) && typeOnly);
    }
    const edges = [...byTarget].map(([to, typeOnly]) => ({ to, typeOnly }));
    this.edges.set(file, edges);
    return edges;
  }

  /** A specifier as a repository path, or null when it leads outside the project's sources. */
  private resolve(specifier: string, from: string): string | null {
    const resolved = ts.resolveModuleName(specifier, from, this.options, ts.sys, this.cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) return null;
    const path = relative(this.root, realpathSync(resolved.resolvedFileName)).split(sep).join('/');
    if (path.startsWith('..') || path.split('/').some((part) => SKIPPED_FOLDERS.has(part))) return null;
    return path;
  }
}
