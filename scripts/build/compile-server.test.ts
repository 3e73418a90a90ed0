import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileServerInChild } from './compile-server-child.ts';
import { compileServer } from './compile-server.ts';

let root: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/**
 * A workspace in small: a program `app` that imports its own files, the workspace package
 * `@atelier/lib` (linked into app/node_modules as pnpm does) and a third-party package that
 * only app/node_modules holds.
 */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'atelier-compile-'));
  write('tsconfig.json', JSON.stringify({ compilerOptions: { verbatimModuleSyntax: true, allowImportingTsExtensions: true, noEmit: true } }));
  write('app/package.json', JSON.stringify({ name: 'app', type: 'module' }));
  write(
    'app/src/main.ts',
    [
      "import { fileURLToPath } from 'node:url';",
      "import { greet } from '@atelier/lib';",
      "import pad from 'pad-left';",
      "import type { Name } from './names.ts';",
      "import { twice } from './util/twice.ts';",
      "const name: Name = 'Ana';",
      "const appDir = fileURLToPath(new URL('..', import.meta.url));",
      'console.log(JSON.stringify({ text: twice(greet(name)), padded: pad(3), appDir }));',
    ].join('\n'),
  );
  write('app/src/names.ts', 'export type Name = string;\n');
  write('app/src/util/twice.ts', 'export const twice = (text: string): string => `${text} ${text}`;\n');
  write('app/src/unused.ts', 'export const unused = 1;\n');
  write('app/dist/removed-since.js', 'export {};\n');
  write('app/node_modules/pad-left/package.json', JSON.stringify({ name: 'pad-left', type: 'module', exports: './index.js' }));
  write('app/node_modules/pad-left/index.js', "export default (n) => String(n).padStart(3, '0');\n");
  write('lib/package.json', JSON.stringify({ name: '@atelier/lib', type: 'module', exports: { '.': './src/index.ts' } }));
  write('lib/src/index.ts', "export { greet } from './greet.ts';\n");
  write('lib/src/greet.ts', 'export const greet = (name: string): string => `hola ${name}`;\n');
  mkdirSync(join(root, 'app/node_modules/@atelier'), { recursive: true });
  symlinkSync(join(root, 'lib'), join(root, 'app/node_modules/@atelier/lib'), 'dir');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('compileServer', () => {
  it('compiles each reached file beside its package, runnable by plain node', async () => {
    const record = await compileServer(root, ['app/src/main.ts']);

    expect(record.outputs).toEqual(['app/dist/main.js', 'app/dist/util/twice.js', 'lib/dist/greet.js', 'lib/dist/index.js']);
    expect(record.inputs).toEqual(expect.arrayContaining(['app/src/main.ts', 'app/src/util/twice.ts', 'lib/src/index.ts', 'lib/src/greet.ts', 'app/package.json', 'lib/package.json']));
    expect(existsSync(join(root, 'app/dist/unused.js'))).toBe(false);
    expect(existsSync(join(root, 'app/dist/removed-since.js'))).toBe(false);

    const main = readFileSync(join(root, 'app/dist/main.js'), 'utf8');
    expect(main).toContain('from "../../lib/dist/index.js"');
    expect(main).toContain('from "./util/twice.js"');
    expect(main).toContain('from "pad-left"');
    expect(main).not.toMatch(/\.ts"|@atelier\//);

    const run = spawnSync(process.execPath, [join(root, 'app/dist/main.js')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ text: 'hola Ana hola Ana', padded: '003', appDir: `${join(root, 'app')}/` });
  });

  it('compiles a .tsx file with the JSX runtime the tsconfig names, imported from the package', async () => {
    write('tsconfig.json', JSON.stringify({ compilerOptions: { verbatimModuleSyntax: true, allowImportingTsExtensions: true, noEmit: true, jsx: 'react-jsx' } }));
    write('app/node_modules/react/package.json', JSON.stringify({ name: 'react', type: 'module', exports: { './jsx-runtime': './jsx-runtime.js' } }));
    write('app/node_modules/react/jsx-runtime.js', 'export const jsx = (type, props) => `<${type}>${props.children}</${type}>`;\nexport const jsxs = jsx;\n');
    write('app/src/page.tsx', 'export const page = (name: string) => <p>{name}</p>;\n');
    write('app/src/main.ts', "import { page } from './page.tsx';\nconsole.log(page('Ana'));\n");

    const record = await compileServer(root, ['app/src/main.ts']);

    expect(record.outputs).toEqual(['app/dist/main.js', 'app/dist/page.js']);
    expect(readFileSync(join(root, 'app/dist/main.js'), 'utf8')).toContain('from "./page.js"');
    expect(readFileSync(join(root, 'app/dist/page.js'), 'utf8')).toContain('from "react/jsx-runtime"');
    const run = spawnSync(process.execPath, [join(root, 'app/dist/main.js')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('<p>Ana</p>\n');
  });

  it('refuses an own file that is not TypeScript under src/, naming it', async () => {
    write('app/src/data.json', '{ "a": 1 }');
    write('app/src/main.ts', "import data from './data.json' with { type: 'json' };\nconsole.log(data);\n");
    await expect(compileServer(root, ['app/src/main.ts'])).rejects.toThrow(/app\/src\/data\.json is not a TypeScript file/);
  });
});

describe('compileServerInChild', () => {
  it('compiles in a process of its own and hands back the same record', async () => {
    const record = await compileServerInChild(root, ['app/src/main.ts']);

    expect(record.outputs).toEqual(['app/dist/main.js', 'app/dist/util/twice.js', 'lib/dist/greet.js', 'lib/dist/index.js']);
    expect(record.inputs).toEqual(expect.arrayContaining(['app/src/main.ts', 'lib/src/greet.ts', 'app/package.json']));
    const run = spawnSync(process.execPath, [join(root, 'app/dist/main.js')], { encoding: 'utf8' });
    expect(JSON.parse(run.stdout)).toMatchObject({ text: 'hola Ana hola Ana' });
  });

  it('rejects when the compilation fails', async () => {
    write('app/src/main.ts', "import { missing } from './nowhere.ts';\nconsole.log(missing);\n");
    await expect(compileServerInChild(root, ['app/src/main.ts'])).rejects.toThrow(/the server build failed \(exit code 1\)/);
  });
});
