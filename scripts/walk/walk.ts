import { existsSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The files a reader must open to follow a walk (scripts/walk/README.md): from the entry files,
 * every import of a value, followed to the file that declares what it names, read with the
 * TypeScript compiler API.
 *
 * - A file is opened whole, so every value it imports is followed.
 * - A named import is followed past re-exports (`export * from` in a package's index.ts) to the
 *   file that declares the name: a reader jumps to the definition, never reads the barrel.
 * - Type-only imports (`import type`, `{ type X }`) are not followed unless `types` is set: a
 *   type says what a value holds, it runs nothing the walk does.
 * - Only the project's sources count: never node_modules, declaration files or tests.
 */

export interface WalkOptions {
  /** Follow type-only imports too. */
  types?: boolean;
}

const isProjectFile = (path: string) => !path.startsWith('..') && !path.split('/').includes('node_modules') && !path.endsWith('.d.ts') && !/\.test\.tsx?$/.test(path);

function compilerOptions(root: string): ts.CompilerOptions {
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
  return { ...parsed.options, noEmit: true };
}

/** The repository files a walk from `entries` opens, sorted; the entries included. */
export function walk(rootDir: string, entries: readonly string[], options: WalkOptions = {}): string[] {
  const root = realpathSync(rootDir);
  const missing = entries.filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) throw new Error(`walk: no such entry file: ${missing.join(', ')} (edit scripts/walk/entries.ts)`);
  const compiler = compilerOptions(root);
  const program = ts.createProgram(
    entries.map((file) => join(root, file)),
    compiler,
  );
  const checker = program.getTypeChecker();
  const repoPath = (fileName: string) => relative(root, realpathSync(fileName)).split(sep).join('/');

  /** The files that declare what `name` (an imported binding) stands for. */
  const declaringFiles = (name: ts.ModuleExportName): string[] => {
    const symbol = checker.getSymbolAtLocation(name);
    if (!symbol) return [];
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.declarations ?? []).map((declaration) => declaration.getSourceFile().fileName);
  };

  /** The file a module specifier resolves to (a namespace import, a side-effect import, `import()`). */
  const moduleFile = (specifier: ts.Expression, from: ts.SourceFile): string[] => {
    if (!ts.isStringLiteral(specifier)) return [];
    const resolved = ts.resolveModuleName(specifier.text, from.fileName, compiler, ts.sys).resolvedModule;
    return resolved ? [resolved.resolvedFileName] : [];
  };

  /** The files one opened file sends its reader to. */
  const followed = (source: ts.SourceFile): string[] => {
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (!clause) found.push(...moduleFile(node.moduleSpecifier, source));
        else if (options.types || !clause.isTypeOnly) {
          if (clause.name) found.push(...declaringFiles(clause.name));
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) found.push(...moduleFile(node.moduleSpecifier, source));
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) if (options.types || !element.isTypeOnly) found.push(...declaringFiles(element.name));
          }
        }
        return;
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        if (!options.types && node.isTypeOnly) return;
        const clause = node.exportClause;
        if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) if (options.types || !element.isTypeOnly) found.push(...declaringFiles(element.propertyName ?? element.name));
        } else found.push(...moduleFile(node.moduleSpecifier, source));
        return;
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        found.push(...moduleFile(node.arguments[0], source));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  };

  const opened = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (opened.has(file)) continue;
    opened.add(file);
    const source = program.getSourceFile(join(root, file));
    if (!source) throw new Error(`walk: ${file} is not in the program`);
    for (const fileName of followed(source)) {
      const path = repoPath(fileName);
      if (isProjectFile(path) && !opened.has(path)) queue.push(path);
    }
  }
  return [...opened].sort();
}
