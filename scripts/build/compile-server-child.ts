/**
 * The server's compilation in a process of its own (ADR 057): esbuild's service process lives
 * as long as the process that first called it, so compiling in a child that exits leaves no
 * esbuild behind `pnpm start`, the end-to-end server or the integration lane's setup.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuildRecord } from './build-record.ts';

const MAIN = fileURLToPath(new URL('./compile-server-main.ts', import.meta.url));

/** Runs compileServer(root, entries) in a child node process and returns its build record. */
export function compileServerInChild(root: string, entries: readonly string[] = []): Promise<BuildRecord> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, root, ...entries], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(JSON.parse(out) as BuildRecord);
      else reject(new Error(`the server build failed (${signal ?? `exit code ${code}`}); its message is above`));
    });
  });
}
