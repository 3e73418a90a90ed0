import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Sends one inline command and resolves with the first reply line (rejects if nothing answers). */
function redisCommand(port: number, command: string, timeoutMs = 1000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis ${command}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const end = reply.indexOf('\r\n');
      if (end >= 0) {
        clearTimeout(timer);
        socket.end();
        resolve(reply.slice(0, end));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * A private redis-server child on 127.0.0.1 (no persistence), for tests that flush,
 * stop and restart Redis. Never touches the machine's shared Redis.
 */
export class RedisServer {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts (or restarts) the server on the same port and waits until it answers PING. */
  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await redisCommand(this.port, 'PING', 500)) === '+PONG') return;
      } catch {
        // not listening yet
      }
      if (this.child !== child || child.exitCode !== null) throw new Error(`redis-server on port ${this.port} exited at start`);
      if (Date.now() > deadline) throw new Error(`redis-server on port ${this.port} did not answer PING within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Kills the server (SIGKILL: an outage, not a clean shutdown) and waits until it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGKILL');
    await this.exited;
  }

  flushAll(): Promise<string> {
    return redisCommand(this.port, 'FLUSHALL');
  }
}
