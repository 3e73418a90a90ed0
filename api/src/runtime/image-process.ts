import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MadeVariants } from '@atelier/blobs';

type ImageJobKind = { kind: 'variants'; original: Uint8Array } | { kind: 'demo-art'; index: number };

export type ImageJob = ImageJobKind & { id: number };

export type ImageJobAnswer = { id: number; result: MadeVariants | Uint8Array; error?: undefined } | { id: number; error: string; result?: undefined };

/**
 * Niceness of the child: under the server's requests (0), above nothing else. The kernel gives
 * it what the server leaves, so pages answer at full speed while a first start makes its
 * variants, and the variants still finish on a busy machine (ADR 059).
 */
const CHILD_NICENESS = 10;

/** An idle child is ended after this long, so a server with no variant to make holds no libvips memory. */
const IDLE_END_MS = 10_000;

const OWN_EXTENSION = extname(fileURLToPath(import.meta.url));
const CHILD = new URL(`./image-child${OWN_EXTENSION}`, import.meta.url);
/** From the TypeScript sources (tests, `pnpm dev`) the child runs them through tsx; compiled, with plain node. */
const CHILD_EXEC_ARGV = OWN_EXTENSION === '.ts' ? ['--import', 'tsx'] : [];

/**
 * Embedded mode's image work (ADR 059): the demo pictures drawn and the variants made in one
 * child process at a lower priority, one job at a time. Drawing a picture and encoding an
 * original take seconds of CPU in JavaScript, libvips and its AVIF encoder; in the server's own
 * process they took cores and event-loop turns from the pages a first start serves meanwhile,
 * and left their native memory behind for good. The child is started on the first job and
 * ended once idle; an aborted job kills it.
 */
export class ImageProcess {
  #child: ChildProcess | null = null;
  #idle: NodeJS.Timeout | undefined;
  #next = 0;
  readonly #waiting = new Map<number, { resolve: (result: MadeVariants | Uint8Array) => void; reject: (error: Error) => void }>();

  /** The responsive variants of an original (makeVariants, in the child). */
  async makeVariants(original: Uint8Array, signal?: AbortSignal): Promise<MadeVariants> {
    const made = (await this.#run({ kind: 'variants', original }, signal)) as MadeVariants;
    // Bytes come back from IPC as Node Buffers; the variants are plain Uint8Arrays elsewhere.
    return { ...made, variants: made.variants.map((variant) => ({ ...variant, bytes: new Uint8Array(variant.bytes) })) };
  }

  /** The demo catalogue's picture `index` (DEMO_CATALOGUE.images[index].render(), in the child). */
  async drawDemoPicture(index: number, signal?: AbortSignal): Promise<Uint8Array> {
    return new Uint8Array((await this.#run({ kind: 'demo-art', index }, signal)) as Uint8Array);
  }

  async #run(job: ImageJobKind, signal?: AbortSignal): Promise<MadeVariants | Uint8Array> {
    signal?.throwIfAborted();
    clearTimeout(this.#idle);
    const child = this.#started();
    const id = ++this.#next;
    return new Promise<MadeVariants | Uint8Array>((resolve, reject) => {
      const onAbort = () => {
        this.#end(child);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => {
        signal?.removeEventListener('abort', onAbort);
        this.#waiting.delete(id);
        if (this.#waiting.size === 0) this.#idle = setTimeout(() => this.#end(child), IDLE_END_MS).unref();
      };
      this.#waiting.set(id, {
        resolve: (result) => (settle(), resolve(result)),
        reject: (error) => (settle(), reject(error)),
      });
      child.send({ ...job, id } satisfies ImageJob);
    });
  }

  /** Ends the child, if one runs; what it was making is rejected. */
  close(): void {
    clearTimeout(this.#idle);
    if (this.#child) this.#end(this.#child);
  }

  /** Forgets the child at once (a later make starts another), then ends it. */
  #end(child: ChildProcess): void {
    if (this.#child === child) this.#child = null;
    child.kill('SIGKILL');
  }

  #started(): ChildProcess {
    if (this.#child) return this.#child;
    const child = fork(fileURLToPath(CHILD), [], { execArgv: CHILD_EXEC_ARGV, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // A system that refuses a lower priority still gets its variants, at the same priority.
      }
    }
    child.on('message', (message: ImageJobAnswer) => {
      const waiting = this.#waiting.get(message.id);
      if (!waiting) return;
      if (message.error === undefined) waiting.resolve(message.result);
      else waiting.reject(new Error(message.error));
    });
    child.once('exit', (code, signal) => {
      if (this.#child === child) this.#child = null;
      for (const { reject } of this.#waiting.values()) reject(new Error(`the image process ended (${signal ?? code})`));
    });
    this.#child = child;
    return child;
  }
}
