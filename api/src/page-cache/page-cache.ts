import { CachedAnswer, type RenderedAnswer } from './cached-answer.ts';
import type { ReadModelStamps } from './read-model-stamps.ts';

/**
 * A public answer the cache keeps: the read models it is rendered from, and how to render it.
 * `render` returns null when it cannot render from the read models right now (it then
 * rendered a fallback it wants served but not kept).
 */
export interface PublicAnswer {
  /** Projection names (`Projection.name`) whose rows the answer shows. */
  readonly readModels: readonly string[];
  render(): Promise<{ rendered: RenderedAnswer; keep: boolean }>;
}

interface Entry {
  answer: CachedAnswer;
  /** The stamps of the answer's read models, taken before it was rendered. */
  stamps: readonly string[];
}

/**
 * Every public answer (page or JSON), rendered once and kept ready to send until a read model
 * it depends on moves. Freshness is decided in memory from the stamps (ReadModelStamps), so a
 * hit costs no query. The stamps are taken BEFORE rendering: a read model that moves during a
 * render leaves the entry already stale, and the next request renders again. Concurrent
 * misses of one key share a single render.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #rendering = new Map<string, Promise<CachedAnswer>>();

  constructor(private readonly stamps: ReadModelStamps) {}

  /** The kept answer for `key` if it is still fresh, without waiting. */
  fresh(key: string, answer: PublicAnswer): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const { readModels } = answer;
    for (let i = 0; i < readModels.length; i++) {
      if (entry.stamps[i] !== this.stamps.stamp(readModels[i]!)) return undefined;
    }
    return entry.answer;
  }

  /**
   * The answer for `key`: kept if fresh, else rendered. Requests that miss at the same stamps
   * share one render; one that comes after a read model moved never joins an older render.
   */
  get(key: string, answer: PublicAnswer): CachedAnswer | Promise<CachedAnswer> {
    const hit = this.fresh(key, answer);
    if (hit) return hit;
    const stamps = answer.readModels.map((name) => this.stamps.stamp(name));
    const renderKey = `${key}\n${stamps.join('\n')}`;
    let pending = this.#rendering.get(renderKey);
    if (!pending) {
      pending = this.render(key, answer, stamps).finally(() => this.#rendering.delete(renderKey));
      this.#rendering.set(renderKey, pending);
    }
    return pending;
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.#entries.size;
  }

  private async render(key: string, answer: PublicAnswer, stamps: readonly string[]): Promise<CachedAnswer> {
    const { rendered, keep } = await answer.render();
    const cached = new CachedAnswer(rendered);
    // A render started at older stamps must not replace an entry that is fresh now.
    if (keep && !this.fresh(key, answer)) this.#entries.set(key, { answer: cached, stamps });
    return cached;
  }
}
