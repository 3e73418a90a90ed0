/**
 * `node compile-server-main.ts <root>`: compiles the server (compile-server.ts) and writes its
 * build record as JSON on stdout, esbuild's messages and any failure on stderr (ADR 057).
 */
import { compileServer } from './compile-server.ts';

const root = process.argv[2];
if (!root) {
  process.stderr.write('usage: node compile-server-main.ts <root>\n');
  process.exit(2);
}
try {
  process.stdout.write(JSON.stringify(await compileServer(root)));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
