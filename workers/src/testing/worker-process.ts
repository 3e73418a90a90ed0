import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_MASTER_KEY } from '@atelier/event-store/testing';
import { compiledPath } from '../../../scripts/build/compiled-path.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Compiled, as the workers' image runs it; the integration lane's global setup keeps it current (ADR 055). */
const WORKER_MAIN = join(REPO_ROOT, compiledPath('workers/src/main.ts'));

export interface LogLine {
  message: string;
  level?: string;
  [key: string]: unknown;
}

/** One committed batch, as a worker (or the API's in-process fallback) logged it. */
export interface BatchRecord {
  projection: string;
  applied: number;
  first: number;
  last: number;
  pid: number;
}

export function isBatchLog(line: LogLine): boolean {
  return line.message === 'batch applied';
}

export function toBatch(line: LogLine): BatchRecord {
  return {
    projection: String(line.projection),
    applied: Number(line.applied),
    first: Number(line.first),
    last: Number(line.last),
    pid: Number(line.pid),
  };
}

/**
 * `workers/src/main.ts`, compiled, as a real child process. It is spawned with the real node binary
 * (process.execPath), not the node_modules/.bin shim, so signals reach the worker itself.
 */
export class WorkerProcess {
  readonly logs: LogLine[] = [];
  /** stdout lines that are not JSON, and all of stderr: shown when a test fails. */
  readonly otherOutput: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;
  private readonly listeners = new Set<() => void>();

  constructor(env: { databaseUrl: string; redisUrl: string; heartbeatFile: string; extra?: Record<string, string> }) {
    this.child = spawn(process.execPath, [WORKER_MAIN], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        DATABASE_URL: env.databaseUrl,
        REDIS_URL: env.redisUrl,
        LOG_LEVEL: 'info',
        WORKER_HEARTBEAT_FILE: env.heartbeatFile,
        // The key openTestStore wrapped the stream keys with (ADR 009).
        PII_MASTER_KEY: TEST_MASTER_KEY,
        ...env.extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // 'close', not 'exit': it comes after stdout has been read to the end, so no log line is missed.
    this.exited = new Promise((resolve) => this.child.once('close', (code, signal) => resolve({ code, signal })));
    this.exited.then(() => this.notify(), () => {});
    let pending = '';
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        this.take(line);
      }
    });
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => this.otherOutput.push(chunk));
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  batches(): BatchRecord[] {
    return this.logs.filter(isBatchLog).map(toBatch);
  }

  /** Resolves with the first log line (already seen or yet to come) matching `predicate`. */
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs: number, what = 'a log line'): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.logs.find(predicate);
        if (found) {
          done();
          resolve(found);
        } else if (!this.running) {
          done();
          reject(new Error(`worker ${this.pid} exited before ${what}\n${this.describe()}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`worker ${this.pid}: no ${what} within ${timeoutMs} ms\n${this.describe()}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Calls `onLine` synchronously for every line from now on (e.g. to SIGKILL on the first batch). */
  onLine(onLine: (line: LogLine) => void): void {
    const seen = { count: this.logs.length };
    this.listeners.add(() => {
      while (seen.count < this.logs.length) onLine(this.logs[seen.count++]!);
    });
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** SIGKILLs the worker if it is still running and waits for it (for afterEach/afterAll). */
  async stop(): Promise<void> {
    this.signal('SIGKILL');
    await this.exited;
  }

  /** The last lines of output, for failure messages. */
  describe(): string {
    const tail = this.logs.slice(-15).map((l) => JSON.stringify(l));
    return [...tail, ...this.otherOutput.slice(-10)].join('\n');
  }

  private take(line: string) {
    if (line.trim() === '') return;
    try {
      const parsed = JSON.parse(line) as LogLine;
      this.logs.push(parsed);
    } catch {
      this.otherOutput.push(line);
    }
    this.notify();
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}
