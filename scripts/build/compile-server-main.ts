/**
 * `node compile-server-main.ts <root> [entry…]`: compiles the server (compile-server.ts; its
 * production programs unless entries are given) and writes its
 * build record as JSON on stdout, esbuild's messages and any failure on stderr (ADR 057).
 */
import { compileServer } from './compile-server.ts';

const [root, ...entries] = process.argv.slice(2);
if (!root) {
  process.stderr.write('usage: node compile-server-main.ts <root> [entry…]\n');
  process.exit(2);
}
try {
  process.stdout.write(JSON.stringify(await compileServer(root, entries.length > 0 ? entries : undefined)));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
